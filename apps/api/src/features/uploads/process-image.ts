// Turns an uploaded photo into the files the site serves: upright, without any metadata (a phone
// photo carries its GPS position), as WebP at a few widths and a JPEG for share previews. The
// type is read from the bytes, and decoding is bounded before it starts (size, pixel count).
import { createHash } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import { badRequest, HttpError } from '../../lib/http-error';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS, UPLOAD_MESSAGES } from './messages';

/** The widths of the srcset (packages/shared media.ts names them); the largest is the key alone. */
export const MEDIA_WIDTHS = [400, 800, 1600] as const;
const SHARE_WIDTH = 1200;

export interface ProcessedImage {
  /**
   * The hash of the uploaded bytes (with the uploader's id, when given): the name of every file
   * made from them.
   */
  key: string;
  width: number;
  height: number;
  files: { name: string; body: Buffer; contentType: string }[];
}

type Format = 'jpeg' | 'png' | 'webp';

/** The format by the file's first bytes; the name and the declared type do not count. */
export function sniffFormat(bytes: Buffer): Format | 'svg' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp';
  }
  const head = bytes.toString('utf8', 0, 1024).trimStart().toLowerCase();
  if (head.startsWith('<?xml') || head.startsWith('<svg') || head.includes('<svg')) return 'svg';
  return null;
}

/** The file names of one photo, as stored and as served under /media/. */
export function mediaFileNames(key: string): string[] {
  return [
    ...MEDIA_WIDTHS.map((w, i) =>
      i === MEDIA_WIDTHS.length - 1 ? `${key}.webp` : `${key}-${w}.webp`,
    ),
    `${key}.jpg`,
  ];
}

/**
 * The photo's key. A person's upload hashes their id with the bytes (issue #41): the same picture
 * sent by someone else makes their own object, so a second upload never takes the first
 * uploader's photo away; without an uploader (the demo's pictures) the bytes alone.
 */
export function photoKey(bytes: Buffer, uploaderId?: number): string {
  const hash = createHash('sha256');
  if (uploaderId !== undefined) hash.update(`uploader:${uploaderId}:`);
  return hash.update(bytes).digest('hex').slice(0, 32);
}

export async function processImage(
  bytes: Buffer,
  minSide: number,
  uploaderId?: number,
): Promise<ProcessedImage> {
  if (bytes.length > UPLOAD_MAX_BYTES) throw new HttpError(413, UPLOAD_MESSAGES.tooLarge);
  const format = sniffFormat(bytes);
  if (format === 'svg') throw badRequest(UPLOAD_MESSAGES.svg);
  if (!format) throw badRequest(UPLOAD_MESSAGES.notImage);
  const options = { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'warning' as const };
  let upright: { data: Buffer; info: OutputInfo };
  try {
    // The header alone: the dimensions are checked before anything is decoded.
    const meta = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
    if (meta.format !== format) throw badRequest(UPLOAD_MESSAGES.notImage);
    if ((meta.width ?? 0) * (meta.height ?? 0) > UPLOAD_MAX_PIXELS) {
      throw badRequest(UPLOAD_MESSAGES.tooManyPixels);
    }
    // One decode (JPEG shrinks while decoding), turned upright; every size is made from it.
    upright = await sharp(bytes, { ...options, animated: false })
      .autoOrient()
      .resize({
        width: MEDIA_WIDTHS.at(-1),
        height: MEDIA_WIDTHS.at(-1),
        fit: 'inside',
        withoutEnlargement: true,
      })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest(UPLOAD_MESSAGES.damaged);
  }
  const { width, height, channels } = upright.info;
  if (Math.min(width, height) < minSide) throw badRequest(UPLOAD_MESSAGES.tooSmall(minSide));
  const raw = () => sharp(upright.data, { raw: { width, height, channels } });
  const key = photoKey(bytes, uploaderId);
  const names = mediaFileNames(key);
  // No withMetadata()/keepExif(): sharp writes none of the input's EXIF, XMP, IPTC or ICC.
  const webps = await Promise.all(
    MEDIA_WIDTHS.map((w) =>
      raw()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 78, effort: 2 })
        .toBuffer(),
    ),
  );
  const jpeg = await raw()
    .resize({ width: SHARE_WIDTH, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
  return {
    key,
    width,
    height,
    files: [
      ...webps.map((body, i) => ({ name: names[i]!, body, contentType: 'image/webp' })),
      { name: names.at(-1)!, body: jpeg, contentType: 'image/jpeg' },
    ],
  };
}
