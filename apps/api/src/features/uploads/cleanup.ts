// Deletes the photos nothing refers to any more (a gallery item deleted, a wizard left unfinished,
// a change rejected), a day after they were last uploaded. Every instance runs it; each takes
// rows with FOR UPDATE SKIP LOCKED, so no two delete the same photo (like features/mail/drain.ts).
import type { Db } from '../../db/client';
import type { IntervalJob } from '../../lib/interval-job';
import type { MediaStorage } from '../../storage/media-storage';
import { deleteDocumentRow, lockOrphanDocuments } from './document-repository';
import { documentStorageKey } from './documents';
import { deleteUploadRow, lockOrphans } from './repository';
import { removeFiles } from './store';

/** Time between an upload and its use (the wizard is filled in after the photo is sent). */
export const ORPHAN_GRACE_MS = 24 * 60 * 60_000;
export const CLEANUP_INTERVAL_MS = 10 * 60_000;
const BATCH = 50;

/** One batch; the number of photos deleted. */
export async function cleanOrphanUploads(db: Db, storage: MediaStorage, now: Date) {
  return db.transaction(async (tx) => {
    const orphans = await lockOrphans(tx, new Date(now.getTime() - ORPHAN_GRACE_MS), BATCH);
    // Files first: if the commit fails the rows stay and the next run deletes again.
    for (const key of orphans) {
      await removeFiles(storage, key);
      await deleteUploadRow(tx, key);
    }
    return orphans.length;
  });
}

/** One batch of private documents no claim names (a claim form left unsent). */
export async function cleanOrphanDocuments(db: Db, storage: MediaStorage, now: Date) {
  return db.transaction(async (tx) => {
    const orphans = await lockOrphanDocuments(tx, new Date(now.getTime() - ORPHAN_GRACE_MS), BATCH);
    for (const key of orphans) {
      await storage.remove(documentStorageKey(key));
      await deleteDocumentRow(tx, key);
    }
    return orphans.length;
  });
}

/** Batches until a short one: every photo and document past its grace time goes. */
export async function cleanAllOrphanUploads(db: Db, storage: MediaStorage, now: () => Date) {
  while ((await cleanOrphanUploads(db, storage, now())) === BATCH);
  while ((await cleanOrphanDocuments(db, storage, now())) === BATCH);
}

export const uploadCleanupJob = (db: Db, storage: MediaStorage, now: () => Date): IntervalJob => ({
  name: 'limpieza de fotos sin uso',
  everyMs: CLEANUP_INTERVAL_MS,
  runAtStart: true,
  run: () => cleanAllOrphanUploads(db, storage, now),
});
