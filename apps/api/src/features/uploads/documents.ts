// Private documents (a claim's proof of ownership; later a verification's): a photo from the
// phone's camera, processed like any upload (upright, without metadata, re-encoded) but kept
// apart from the public photos under a random key, and served only to its uploader and admins.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import type { MediaStorage } from '../../storage/media-storage';
import { takeUploadBudget } from './budget';
import { deleteDocumentRow, documentOwner, recordDocument } from './document-repository';
import { processImage } from './process-image';
import type { UploadedFile } from './read-upload';

/** A document must be legible: the same smallest side as a cover photo. */
const DOCUMENT_MIN_SIDE = 250;

/** Never under u/ (the public /media/ path serves only that prefix). */
export const documentStorageKey = (key: string) => `d/${key}.webp`;

export async function uploadDocument(
  deps: { db: Db; storage: MediaStorage; now: Date },
  userId: number,
  file: UploadedFile,
): Promise<{ key: string }> {
  await takeUploadBudget(deps.db, userId, deps.now);
  const image = await processImage(file.bytes, DOCUMENT_MIN_SIDE);
  // The 1600 px WebP alone: a document is read by an administrator, never shown in a list.
  const largest = image.files.find((f) => f.name === `${image.key}.webp`)!;
  // Random, not the photo's hash: knowing the picture must not give its address.
  const key = randomBytes(16).toString('hex');
  // Row first, like photos: a crash before the file leaves a row the cleanup finds.
  await recordDocument(deps.db, { key, userId, bytes: largest.body.length }, deps.now);
  try {
    await deps.storage.put(documentStorageKey(key), largest.body, 'image/webp');
  } catch (error) {
    await deleteDocumentRow(deps.db, key);
    throw error;
  }
  return { key };
}

/** The document's file for its uploader or an administrator; null for anyone else. */
export async function readDocument(
  deps: { db: Db; storage: MediaStorage },
  viewer: { id: number; role: string },
  key: string,
) {
  const owner = await documentOwner(deps.db, key);
  if (owner === undefined || (owner !== viewer.id && viewer.role !== 'admin')) return null;
  return deps.storage.get(documentStorageKey(key));
}
