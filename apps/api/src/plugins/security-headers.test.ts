// Images come only from this site's storage (docs/decisions/013-images-from-our-storage.md): the
// policy names this site, the map tiles and YouTube's thumbnails, and no other image host.
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { contentSecurityPolicy } from './security-headers';

const imgSrc = (env: Record<string, string>) =>
  contentSecurityPolicy(parseEnv({ DATA_DIR: '/nonexistent', ...env }))
    .split('; ')
    .find((d) => d.startsWith('img-src'));

describe('img-src', () => {
  it('names this site, the map tiles and YouTube thumbnails only', () => {
    expect(imgSrc({ PUBLIC_URL: 'https://directorio.do' })).toBe(
      "img-src 'self' data: blob: https://directorio.do https://i.ytimg.com " +
        'https://*.openstreetmap.org https://tile.openstreetmap.org',
    );
  });

  it('follows a configured tile server', () => {
    const policy = imgSrc({ MAP_TILE_URL: 'https://{s}.tiles.ejemplo.do/{z}/{x}/{y}.png' });
    expect(policy).toContain('https://*.tiles.ejemplo.do');
    expect(policy).not.toMatch(/ https: /);
  });
});
