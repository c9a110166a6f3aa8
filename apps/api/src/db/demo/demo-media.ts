// The demo's pictures are uploads like any owner's (docs/decisions/013-images-from-our-storage.md):
// the small WebP scenes bundled with the web app (apps/web/public/images/negocios) are recorded
// as media this site issued when the demo is seeded, and processed into the storage at start.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { processImage } from '../../features/uploads/process-image';
import { uploadKey } from '../../features/uploads/store';
import type { MediaStorage } from '../../storage/media-storage';
import type { Db } from '../client';
import { mediaUploads } from '../schema';
import type { Tx } from '../transaction';

// The bundled pictures, seen from src/db/demo/ (tsx, tests) or from the bundle in dist/.
const DEMO_IMAGE_DIR = [
  '../../../../web/public/images/negocios',
  '../../web/public/images/negocios',
]
  .map((relative) => fileURLToPath(new URL(relative, import.meta.url)))
  .find((folder) => existsSync(`${folder}/placeholder.svg`));

export interface DemoImage {
  key: string;
  width: number;
  height: number;
  bytes: Buffer;
}

async function readDemoImage(name: string): Promise<DemoImage> {
  if (!DEMO_IMAGE_DIR) throw new Error('Demo pictures not found (apps/web/public/images/negocios)');
  const bytes = await readFile(`${DEMO_IMAGE_DIR}/${name}.webp`);
  const meta = await sharp(bytes).metadata();
  // The key an upload of these bytes gets (features/uploads/process-image.ts).
  const key = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  return { key, width: meta.width ?? 0, height: meta.height ?? 0, bytes };
}

/** The /media/ URL of each named picture, recorded as uploads of no one (issued by the site). */
export async function recordDemoImages(
  tx: Tx,
  names: readonly string[],
  now: Date,
): Promise<Map<string, string>> {
  const unique = [...new Set(names)];
  const images = await Promise.all(unique.map(readDemoImage));
  await tx
    .insert(mediaUploads)
    .values(
      images.map((i) => ({
        key: i.key,
        userId: null,
        width: i.width,
        height: i.height,
        bytes: i.bytes.length,
        uploadedAt: now,
      })),
    )
    .onConflictDoNothing();
  return new Map(unique.map((name, n) => [name, `/media/${images[n]!.key}.webp`]));
}

/**
 * Makes the stored files of the demo pictures the database names and the storage lacks (a new
 * data folder or bucket): at start, once; later starts find them and do nothing.
 */
export async function ensureDemoMedia(db: Db, storage: MediaStorage, names: readonly string[]) {
  if (!DEMO_IMAGE_DIR) return 0;
  const images = await Promise.all([...new Set(names)].map(readDemoImage));
  const recorded = new Set(
    (
      await db
        .select({ key: mediaUploads.key })
        .from(mediaUploads)
        .where(
          inArray(
            mediaUploads.key,
            images.map((i) => i.key),
          ),
        )
    ).map((r) => r.key),
  );
  let made = 0;
  for (const image of images) {
    if (!recorded.has(image.key) || (await storage.get(uploadKey(`${image.key}.jpg`)))) continue;
    const processed = await processImage(image.bytes, 1);
    await Promise.all(
      processed.files.map((f) => storage.put(uploadKey(f.name), f.body, f.contentType)),
    );
    made++;
  }
  return made;
}
