// YouTube ids are always 11 characters of this alphabet; checking it rejects look-alike paths.
const ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'youtube-nocookie.com']);
const PATH_FORMS = new Set(['embed', 'shorts', 'live', 'v']);

/** The video id of a YouTube URL in its watch?v=, youtu.be/, embed/ or shorts/ form, else null. */
export function youtubeId(url: string | null | undefined): string | null {
  const text = (url ?? '').trim();
  if (!text) return null;
  let parsed: URL;
  try {
    // Owners often paste 'www.youtube.com/…' without the scheme.
    parsed = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.toLowerCase().replace(/^(www|m)\./, '');
  const [, first, second] = parsed.pathname.split('/');
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = first;
  else if (YOUTUBE_HOSTS.has(host)) {
    if (first === 'watch') id = parsed.searchParams.get('v');
    else if (first !== undefined && PATH_FORMS.has(first)) id = second;
  }
  return id && ID.test(id) ? id : null;
}

/** The privacy-enhanced player: no cookies until the visitor presses play. */
export const youtubeEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}`;

export const youtubeThumbnailUrl = (id: string) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
