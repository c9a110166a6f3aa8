// The rows of private documents (user_documents): who uploaded each, and which ones nothing refers
// to any more (a claim form left unsent).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userDocuments } from '../../db/schema';
import type { Tx } from '../../db/transaction';

export async function recordDocument(
  db: Db,
  row: { key: string; userId: number; bytes: number },
  now: Date,
): Promise<void> {
  await db.insert(userDocuments).values({ ...row, uploadedAt: now });
}

/** The uploader of a document; undefined when there is no such document. */
export async function documentOwner(db: Db | Tx, key: string): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: userDocuments.userId })
    .from(userDocuments)
    .where(eq(userDocuments.key, key));
  return row?.userId;
}

export async function deleteDocumentRow(runner: Db | Tx, key: string): Promise<void> {
  await runner.delete(userDocuments).where(eq(userDocuments.key, key));
}

/** Documents no claim, verification or payment receipt names, uploaded before `before`, locked like lockOrphans' photos. */
export async function lockOrphanDocuments(tx: Tx, before: Date, limit: number): Promise<string[]> {
  const result: unknown = await tx.execute(
    sql`select d.key from user_documents d
      where d.uploaded_at < ${before.toISOString()}::timestamptz
        and not exists (select 1 from business_claims c where c.document_key = d.key)
        and not exists (select 1 from business_verifications v where v.document_key = d.key)
        and not exists (select 1 from transactions t where t.receipt_key = d.key)
      order by d.uploaded_at limit ${limit} for update skip locked`,
  );
  return (result as { rows: { key: string }[] }).rows.map((r) => r.key);
}
