// The default order (highlighted, plan, visits, name) reads businesses.visit_count through its
// index, while visits count on the narrow business_visit_counts rows (see the schema for why). This
// copies the live counts over in the background, so the order trails the counts by a minute at
// most and a visit never rewrites a business row.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { businessVisitCounts, businesses } from '../../db/schema';

const BATCH = 5_000;
export const VISIT_ORDER_SYNC_MS = 60_000;

/** Copies every changed live count into businesses.visit_count; returns how many rows changed. */
export async function syncVisitOrder(db: Db): Promise<number> {
  let changed = 0;
  // In batches: PGlite runs out of memory rewriting tens of thousands of wide rows at once.
  for (;;) {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`update ${businesses} b set visit_count = c.count
        from (select c.business_id, c.count from ${businessVisitCounts} c
              join ${businesses} b on b.id = c.business_id
              where b.visit_count <> c.count limit ${BATCH}) c
        where b.id = c.business_id
        returning b.id`,
    );
    changed += rows.length;
    if (rows.length < BATCH) return changed;
  }
}

/** Runs the sync every minute until the returned function is called; errors go to `onError`. */
export function startVisitOrderSync(db: Db, onError: (error: unknown) => void): () => void {
  const timer = setInterval(() => {
    syncVisitOrder(db).catch(onError);
  }, VISIT_ORDER_SYNC_MS);
  timer.unref();
  return () => clearInterval(timer);
}
