// Checks a photo before it is sent and scales a large one down in the browser, so a 12-megapixel
// phone photo does not cross a data plan whole. createImageBitmap + canvas need no library: both
// are in every browser the site supports, and the bitmap comes upright (imageOrientation).
export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
/** What the server takes (apps/api/src/features/uploads/messages.ts). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** A phone photo larger than this is scaled down before sending (the server keeps 1600 px). */
const MAX_SIDE = 2048;
const SCALE_ABOVE_BYTES = 1.5 * 1024 * 1024;
/** Past this even scaling down in the browser would take too much memory on a phone. */
const MAX_ORIGINAL_BYTES = 40 * 1024 * 1024;

export const PHOTO_CHECKS = {
  type: 'Solo se aceptan fotos JPG, PNG o WebP.',
  heic: 'Las fotos HEIC no se aceptan aquí: elige la foto desde la galería o cámbiala a JPG.',
  tooLarge: 'La foto pesa más de 10 MB. Elige una más liviana.',
  unreadable: 'No se pudo leer la foto. Elige otra.',
} as const;

/** The reason a file cannot be sent, checked before reading it. */
export function checkPhoto(file: File): string | null {
  if (/hei[cf]$/i.test(file.type) || /\.hei[cf]$/i.test(file.name)) return PHOTO_CHECKS.heic;
  if (!ACCEPTED_TYPES.includes(file.type)) return PHOTO_CHECKS.type;
  if (file.size > MAX_ORIGINAL_BYTES) return PHOTO_CHECKS.tooLarge;
  return null;
}

async function encode(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, 0.85));
}

/** The file to send: the original when small enough, otherwise a scaled-down JPEG (or WebP). */
export async function preparePhoto(file: File): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new Error(PHOTO_CHECKS.unreadable);
  }
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  if (scale === 1 && file.size <= SCALE_ABOVE_BYTES) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  // A PNG may be a logo with transparency: WebP keeps it (JPEG would turn it black).
  const blob = await encode(canvas, file.type === 'image/png' ? 'image/webp' : 'image/jpeg');
  const smaller = blob && blob.size < file.size ? blob : file;
  if (smaller.size > MAX_UPLOAD_BYTES) throw new Error(PHOTO_CHECKS.tooLarge);
  return smaller;
}
