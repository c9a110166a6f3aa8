import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl, youtubeId, youtubeThumbnailUrl } from './youtube';

const ID = 'dQw4w9WgXcQ';

describe('youtubeId', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=42s&list=PL123`,
    `https://m.youtube.com/watch?feature=share&v=${ID}`,
    `http://www.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc&t=10`,
    `https://www.youtube.com/embed/${ID}?autoplay=1`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://youtube.com/shorts/${ID}?feature=share`,
    `https://www.youtube.com/live/${ID}`,
    `https://www.youtube.com/v/${ID}`,
    `  www.youtube.com/watch?v=${ID}  `,
    `youtu.be/${ID}`,
    `HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`,
  ])('reads %s', (url) => {
    expect(youtubeId(url)).toBe(ID);
  });

  it.each([
    '',
    '   ',
    'not a url',
    'https://vimeo.com/123456789',
    `https://notyoutube.com/watch?v=${ID}`,
    'https://www.youtube.com/watch',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC1234567890',
    'https://www.youtube.com/embed/',
    'https://www.youtube.com/',
    'https://youtu.be/',
    `ftp://youtu.be/${ID}`,
    `javascript://youtu.be/${ID}`,
    'https://exa mple.com',
  ])('rejects %j', (url) => {
    expect(youtubeId(url)).toBeNull();
  });

  it('rejects a missing url', () => {
    expect(youtubeId(null)).toBeNull();
    expect(youtubeId(undefined)).toBeNull();
  });
});

describe('youtube urls', () => {
  it('embeds through youtube-nocookie.com', () => {
    expect(youtubeEmbedUrl(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}`);
  });

  it('points at the thumbnail', () => {
    expect(youtubeThumbnailUrl(ID)).toBe(`https://i.ytimg.com/vi/${ID}/hqdefault.jpg`);
  });
});
