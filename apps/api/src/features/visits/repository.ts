import { and, eq, inArray, sql, sum } from 'drizzle-orm';
import { VISIT_DEDUP_MINUTES } from '@drd/shared/constants';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { businesses, counters, visits } from '../../db/schema';

export const GLOBAL_VISITS = 'global_visits';
// Every counted visit adds 1 to the global counter. One row would make all visits queue on its
// lock until each commit is flushed (~1,000/s at best); spread over shards they do not. The seed's
// total lives in the first shard, named GLOBAL_VISITS so older databases keep their count.
const SHARDS = Array.from({ length: 16 }, (_, i) =>
  i === 0 ? GLOBAL_VISITS : `${GLOBAL_VISITS}:${i}`,
);

export async function getGlobalVisitCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: sum(counters.value).mapWith(Number) })
    .from(counters)
    .where(inArray(counters.name, SHARDS));
  return row?.value ?? 0;
}

/** The public visit count of an active business; null when there is no such business. */
export async function getBusinessVisitCount(db: Db, businessId: number): Promise<number | null> {
  const [row] = await db
    .select({ visitCount: businesses.visitCount })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), eq(businesses.isActive, true)));
  return row ? row.visitCount : null;
}

/**
 * Records a visit unless this visitor saw the business in the last 30 minutes, and bumps the
 * business and global counters in the same transaction. The advisory lock serialises concurrent
 * requests of one visitor for one business (a card click and the detail page arrive together),
 * across every server instance sharing the database. The checks and writes are one statement
 * (data-modifying CTEs share one snapshot) because round trips bound visits per second.
 */
export async function recordVisit(
  db: Db,
  input: { businessId: number; visitorId: string; now: Date },
): Promise<{ counted: boolean; count: number } | null> {
  const since = new Date(input.now.getTime() - VISIT_DEDUP_MINUTES * 60_000);
  const shard = SHARDS[Math.floor(Math.random() * SHARDS.length)]!;
  const { businessId, visitorId } = input;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${businessId}:${visitorId}`}))`);
    const [row] = await queryRows<{ before: number | null; after: number | null }>(
      tx,
      sql`with business as (
          select visit_count from ${businesses} where id = ${businessId} and is_active
        ), inserted as (
          insert into ${visits} (business_id, visitor_id, timestamp)
          select ${businessId}, ${visitorId}, ${input.now.toISOString()}::timestamptz
          where exists (select 1 from business) and not exists (
            select 1 from ${visits} where business_id = ${businessId}
              and visitor_id = ${visitorId} and timestamp > ${since.toISOString()}::timestamptz)
          returning business_id
        ), bumped as (
          update ${businesses} set visit_count = visit_count + 1
          where id = ${businessId} and exists (select 1 from inserted)
          returning visit_count
        ), total as (
          insert into ${counters} (name, value) select ${shard}, 1 from inserted
          on conflict (name) do update set value = ${counters.value} + 1
        )
        select (select visit_count from business) as before,
               (select visit_count from bumped) as after`,
    );
    if (!row || row.before === null) return null;
    if (row.after === null) return { counted: false, count: row.before };
    return { counted: true, count: row.after };
  });
}
