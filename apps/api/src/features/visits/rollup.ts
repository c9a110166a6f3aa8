// Keeps the visit tables bounded: the visits log keeps its last hour row by row and becomes daily
// counts per business after that, and closed limit windows are forgotten. Run by the minutely job
// (order-sync.ts) on every server instance at once: each statement deletes the rows it counts, so
// two instances never count one row twice.
import { sql } from 'drizzle-orm';
import { TIME_ZONE } from '@drd/shared/constants';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { businessAnalytics, businesses, visitDays, visitLimits, visits } from '../../db/schema';

const BATCH = 5_000;
// A minute's work at most, so a long backlog (a seeded log) never holds the job for long.
const MAX_BATCHES = 10;
export const VISIT_LOG_HOURS = 1;

/** Moves visits older than an hour into visit_days; returns how many rows it moved. */
export async function rollUpVisits(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - VISIT_LOG_HOURS * 60 * 60_000).toISOString();
  let moved = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const [row] = await queryRows<{ moved: number }>(
      db,
      sql`with moved as (
          delete from ${visits} where id = any(array(
            select id from ${visits} where timestamp < ${cutoff}::timestamptz
            order by id limit ${BATCH}))
          returning business_id, (timestamp at time zone ${TIME_ZONE})::date as day
        ), added as (
          insert into ${visitDays} as d (business_id, day, count)
          select business_id, day, count(*)::int from moved group by business_id, day
          on conflict (business_id, day) do update set count = d.count + excluded.count
        ), viewed as (
          -- The owner's statistics count the same views (analytics/insights-repository.ts).
          insert into ${businessAnalytics} as a (business_id, date, profile_views)
          -- Only for a business that still exists: the statistics go with a deleted business.
          select business_id, day, count(*)::int from moved
          where business_id in (select id from ${businesses})
          group by business_id, day
          on conflict (business_id, date) do update
            set profile_views = a.profile_views + excluded.profile_views
        )
        select count(*)::int as moved from moved`,
    );
    moved += row?.moved ?? 0;
    if ((row?.moved ?? 0) < BATCH) break;
  }
  return moved;
}

/** Forgets limit windows that closed (the longest is a day); returns how many it removed. */
export async function pruneVisitLimits(db: Db, now: Date): Promise<number> {
  const closed = new Date(now.getTime() - 24 * 60 * 60_000).toISOString();
  let removed = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const rows = await queryRows<{ count: number }>(
      db,
      sql`delete from ${visitLimits} where ctid = any(array(
          select ctid from ${visitLimits} where window_start < ${closed}::timestamptz
          limit ${BATCH}))
        returning count`,
    );
    removed += rows.length;
    if (rows.length < BATCH) break;
  }
  return removed;
}
