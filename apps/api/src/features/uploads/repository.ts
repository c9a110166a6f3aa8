// The uploads' rows and the question the cleanup asks: does anything still refer to a photo?
// A reference is its URL (…/media/<key>…) in a business, a gallery item, or a change waiting
// for review.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaUploads } from '../../db/schema';
import type { Tx } from '../../db/transaction';

type Runner = Db | Tx;

export interface UploadRow {
  key: string;
  userId: number;
  width: number;
  height: number;
  bytes: number;
}

/**
 * Records the photo (or touches it again, restarting its grace period); the time it was set.
 * A photo belongs to whoever uploaded it first: sending it again never changes its owner (the key
 * carries the uploader, process-image.ts), and a key held by someone else is refused.
 */
export async function recordUpload(db: Db, row: UploadRow, now: Date): Promise<Date | null> {
  const [saved] = await db
    .insert(mediaUploads)
    .values({ ...row, uploadedAt: now })
    .onConflictDoUpdate({
      target: mediaUploads.key,
      set: { uploadedAt: now },
      setWhere: eq(mediaUploads.userId, row.userId),
    })
    .returning({ uploadedAt: mediaUploads.uploadedAt });
  return saved?.uploadedAt ?? null;
}

/** Who uploaded the photo first; undefined when this site never issued the key. */
export async function uploaderOf(db: Db, key: string): Promise<number | null | undefined> {
  const [row] = await db
    .select({ userId: mediaUploads.userId })
    .from(mediaUploads)
    .where(eq(mediaUploads.key, key));
  return row ? row.userId : undefined;
}

/** Whether the photo's URL appears anywhere that shows or will show it (`key`: SQL text). */
function referenced(key: SQL) {
  const pattern = sql`'%/media/' || ${key} || '%'`;
  return sql`(
    exists (select 1 from businesses b where b.image_url like ${pattern}
      or b.logo_url like ${pattern} or b.gallery_images::text like ${pattern})
    or exists (select 1 from business_gallery_images g where g.image_url like ${pattern})
    or exists (select 1 from business_profile_submissions s
      where s.status = 'pending' and s.change_data::text like ${pattern}))`;
}

/**
 * Unreferenced uploads set before `before`, locked so another instance running the same job
 * skips them; the caller deletes their files and rows in the same transaction.
 */
export async function lockOrphans(tx: Tx, before: Date, limit: number): Promise<string[]> {
  const result: unknown = await tx.execute(
    sql`select m.key from media_uploads m
      where m.uploaded_at < ${before.toISOString()}::timestamptz and not ${referenced(sql`m.key`)}
      order by m.uploaded_at limit ${limit} for update skip locked`,
  );
  return (result as { rows: { key: string }[] }).rows.map((r) => r.key);
}

export async function deleteUploadRow(runner: Runner, key: string): Promise<void> {
  await runner.delete(mediaUploads).where(eq(mediaUploads.key, key));
}

/**
 * Locks the row of an upload that failed before anything referred to it, if it is still the
 * one this request set (a second upload of the same photo since then keeps it).
 */
export async function lockOwnUnreferenced(tx: Tx, key: string, uploadedAt: Date) {
  const [row] = await tx
    .select({ key: mediaUploads.key })
    .from(mediaUploads)
    .where(and(eq(mediaUploads.key, key), eq(mediaUploads.uploadedAt, uploadedAt)))
    .for('update');
  if (!row) return false;
  const result: unknown = await tx.execute(sql`select ${referenced(sql`${key}::text`)} as used`);
  return !(result as { rows: { used: boolean }[] }).rows[0]?.used;
}
