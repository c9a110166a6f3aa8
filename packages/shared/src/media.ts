// Uploaded photos are kept at a few widths beside the URL the API hands out
// (apps/api/src/features/uploads/process-image.ts): `<key>.webp` is 1600 px wide, `<key>-800.webp`
// and `<key>-400.webp` the smaller ones. Pages name them all so a phone downloads the width it shows.
const UPLOADED = /^(.*\/media\/[0-9a-f]{32})\.webp$/;

/** The srcset of an uploaded photo; undefined for any other image (a URL, a demo picture). */
export function mediaSrcSet(url: string | null | undefined): string | undefined {
  const base = url ? UPLOADED.exec(url)?.[1] : undefined;
  return base ? `${base}-400.webp 400w, ${base}-800.webp 800w, ${base}.webp 1600w` : undefined;
}

/** How wide the profile's cover photo is drawn (the page is at most 72rem wide). */
export const HERO_IMAGE_SIZES = '(min-width: 1152px) 1152px, 100vw';
