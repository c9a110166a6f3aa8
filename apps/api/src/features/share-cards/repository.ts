// Which card version each page has in storage. Rows are locked while a new version is stored,
// so two instances storing cards of one page take turns and each removes what it replaced.
import { eq } from 'drizzle-orm';
import { shareCards } from '../../db/schema';
import type { Tx } from '../../db/transaction';

/** Records `version` as the page's card; the version it replaces (locked until commit), if any. */
export async function swapCardVersion(
  tx: Tx,
  page: string,
  version: string,
  now: Date,
): Promise<string | null> {
  const inserted = await tx
    .insert(shareCards)
    .values({ page, version, storedAt: now })
    .onConflictDoNothing()
    .returning({ page: shareCards.page });
  if (inserted.length > 0) return null;
  const [row] = await tx
    .select({ version: shareCards.version })
    .from(shareCards)
    .where(eq(shareCards.page, page))
    .for('update');
  await tx.update(shareCards).set({ version, storedAt: now }).where(eq(shareCards.page, page));
  return row?.version ?? null;
}
