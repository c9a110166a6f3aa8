// Keeps a processed photo: its row first, then its files, so a crash in between leaves a row
// the cleanup job finds (never files no row names); a failure afterwards removes both again.
import type { Db } from '../../db/client';
import type { MediaStorage } from '../../storage/media-storage';
import { conflict } from '../../lib/http-error';
import { UPLOAD_MESSAGES } from './messages';
import { mediaFileNames, type ProcessedImage } from './process-image';
import { deleteUploadRow, lockOwnUnreferenced, recordUpload } from './repository';

export const uploadKey = (name: string) => `u/${name}`;

export interface StoredUpload {
  key: string;
  uploadedAt: Date;
}

export async function storeUpload(
  db: Db,
  storage: MediaStorage,
  image: ProcessedImage,
  userId: number,
  now: Date,
): Promise<StoredUpload> {
  const bytes = image.files.reduce((n, f) => n + f.body.length, 0);
  const uploadedAt = await recordUpload(
    db,
    { key: image.key, userId, width: image.width, height: image.height, bytes },
    now,
  );
  // Another person's photo is never touched, let alone taken over (issue #41).
  if (!uploadedAt) throw conflict(UPLOAD_MESSAGES.keyTaken);
  try {
    await Promise.all(
      image.files.map((f) => storage.put(uploadKey(f.name), f.body, f.contentType)),
    );
  } catch (error) {
    await discardUpload(db, storage, { key: image.key, uploadedAt });
    throw error;
  }
  return { key: image.key, uploadedAt };
}

export async function removeFiles(storage: MediaStorage, key: string): Promise<void> {
  await Promise.all(mediaFileNames(key).map((name) => storage.remove(uploadKey(name))));
}

/** Undoes storeUpload when the item that was to refer to the photo was not created. */
export async function discardUpload(
  db: Db,
  storage: MediaStorage,
  upload: StoredUpload,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await lockOwnUnreferenced(tx, upload.key, upload.uploadedAt))) return;
    await removeFiles(storage, upload.key);
    await deleteUploadRow(tx, upload.key);
  });
}
