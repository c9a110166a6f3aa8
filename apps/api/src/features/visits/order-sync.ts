// The default order (highlighted, plan, visits, name) reads businesses.visit_count through its
// index, while visits count on the narrow business_visit_counts rows (see the schema for why). This
// copies the live counts over in the background, so the order trails the counts by a minute at
// most and a visit never rewrites a business row. The same minutely job forgets closed
// de-duplication and limit windows and rolls the visits log up into daily counts (rollup.ts).
import { sql } from 'drizzle-orm';
import { VISIT_DEDUP_MINUTES } from '@drd/shared/constants';
import type { QueryCache } from '../../lib/query-cache';
import { staleAfterReorder } from '../../lib/query-cache-stale';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import type { IntervalJob } from '../../lib/interval-job';
import { businessVisitCounts, businesses, visitWindows } from '../../db/schema';
import { pruneVisitLimits, rollUpVisits } from './rollup';

// Small batches: on PGlite each statement holds the one thread, and requests wait between them.
const BATCH = 100;
const PRUNE_BATCH = 5_000;
export const VISIT_ORDER_SYNC_MS = 60_000;

/**
 * Copies the counts visited since the last copy (pending) into businesses.visit_count; returns how
 * many businesses changed. A count bumped while it is copied stays pending: the row is cleared
 * only where its count is still the one copied.
 */
export async function syncVisitOrder(db: Db, batch = BATCH): Promise<number> {
  let changed = 0;
  for (;;) {
    const [row] = await queryRows<{ copied: number; read: number; cleared: number }>(
      db,
      sql`with batch as (
          select business_id, count from ${businessVisitCounts} where pending
          order by business_id limit ${batch}
        ), copied as (
          update ${businesses} b set visit_count = batch.count from batch
          where b.id = batch.business_id and b.visit_count is distinct from batch.count
          returning b.id
        ), cleared as (
          update ${businessVisitCounts} c set pending = false from batch
          where c.business_id = batch.business_id and c.count = batch.count
          returning c.business_id
        )
        select (select count(*) from copied)::int as copied,
          (select count(*) from batch)::int as read,
          (select count(*) from cleared)::int as cleared`,
    );
    changed += row!.copied;
    // Done when the batch was the last, or when every row of it was bumped again meanwhile.
    if (row!.read < batch || row!.cleared === 0) return changed;
  }
}

/**
 * Forgets de-duplication windows that have closed: a row older than 30 minutes no longer stops a
 * count, and without this the table would keep one row per visitor and business forever.
 */
export async function pruneVisitWindows(db: Db, now: Date): Promise<number> {
  const closed = new Date(now.getTime() - VISIT_DEDUP_MINUTES * 60_000).toISOString();
  let removed = 0;
  for (;;) {
    const rows = await queryRows<{ business_id: number }>(
      db,
      sql`delete from ${visitWindows} where ctid = any(array(
          select ctid from ${visitWindows} where counted_at <= ${closed}::timestamptz
          limit ${PRUNE_BATCH}))
        returning business_id`,
    );
    removed += rows.length;
    if (rows.length < PRUNE_BATCH) return removed;
  }
}

/** The minutely round: the order's copy of the counts, the closed windows, the visits log's roll-up. */
export async function runVisitMaintenance(
  db: Db,
  now: () => Date,
  cache: QueryCache,
): Promise<void> {
  // The lists' cached first pages are in the old order.
  if ((await syncVisitOrder(db)) > 0) cache.drop(staleAfterReorder);
  await pruneVisitWindows(db, now());
  await pruneVisitLimits(db, now());
  await rollUpVisits(db, now());
}

export const visitMaintenanceJob = (db: Db, now: () => Date, cache: QueryCache): IntervalJob => ({
  name: 'sincronización del orden por visitas',
  everyMs: VISIT_ORDER_SYNC_MS,
  run: () => runVisitMaintenance(db, now, cache),
});
