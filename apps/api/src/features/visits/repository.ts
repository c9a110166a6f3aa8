import { and, eq, inArray, sql, sum, type SQL } from 'drizzle-orm';
import { VISIT_DEDUP_MINUTES } from '@drd/shared/constants';
import { type Db } from '../../db/client';
import { hotStatement } from '../../db/raw';
import {
  businessVisitCounts,
  businesses,
  counters,
  visitLimits,
  visits,
  visitWindows,
} from '../../db/schema';
import { limitWindows, VISIT_LIMITS } from './limits';

/** What the public sees: the live count once visited since seeding, the seeded one before. */
export const liveVisitCount =
  sql<number>`coalesce(${businessVisitCounts.count}, ${businesses.visitCount})`.mapWith(Number);

export const GLOBAL_VISITS = 'global_visits';
// Every counted visit adds 1 to the global counter. One row would make all visits queue on its
// lock until each commit is flushed; spread over shards they do not. The seed's
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
    .select({ visitCount: liveVisitCount })
    .from(businesses)
    .leftJoin(businessVisitCounts, eq(businessVisitCounts.businessId, businesses.id))
    .where(and(eq(businesses.id, businessId), eq(businesses.isActive, true)));
  return row ? row.visitCount : null;
}

/**
 * Records a visit unless this visitor was counted for the business in the last 30 minutes or its
 * source is over a limit (limits.ts), and bumps the business's live count and a global counter
 * shard, in one statement (its own transaction). The upsert on visit_windows is the check and the
 * claim at once: of two concurrent requests of one visitor for one business (a card click and the
 * detail page arrive together), on any server instance, the second waits on the first's row and
 * then finds it recent. One round trip per visit, no lock held across trips, because round trips
 * bound visits per second.
 */
type VisitParam =
  'businessId' | 'visitorId' | 'address' | 'now' | 'since' | 'hour' | 'day' | 'shard';

const recordVisitStatement = hotStatement<
  VisitParam,
  { before: number | null; after: number | null }
>('record_visit', ({ param, server }) => {
  const limit = (source: SQL, windowStart: SQL, max: number) =>
    sql`insert into ${visitLimits} as l (source, window_start, count)
        select ${source}, ${windowStart}::timestamptz, 1 from source
        on conflict (source, window_start) do update set count = l.count + 1
          where l.count < ${sql.raw(String(max))}
        returning 1`;
  const since = sql`${param('since')}::timestamptz`;
  const now = sql`${param('now')}::timestamptz`;
  // PGlite has no WAL writer: an asynchronous commit stays in memory until some later synchronous
  // one, so there a visit commits like everything else (its commit costs a write, no fsync).
  return sql`with ${
    server
      ? sql`durability as (
        -- This statement's transaction only: a visit is a statistic, and waiting for its commit
        -- to reach the disk bounded visits per second. A crash of the database server may lose
        -- the visits of its last few hundred milliseconds (wal_writer_delay), never corrupt them.
        select set_config('synchronous_commit', 'off', true)
      ), `
      : sql``
  }business as (
        select b.id, coalesce(c.count, b.visit_count) as visit_count
        from ${businesses} b left join ${businessVisitCounts} c on c.business_id = b.id
        where b.id = ${param('businessId')}::int and b.is_active
      ), source as (
        -- Nothing to limit for a business that does not exist or a visitor counted recently.
        select ${param('address')}::inet as ip from business
        where not exists (select 1 from ${visitWindows} w where w.business_id = business.id
          and w.visitor_id = ${param('visitorId')} and w.counted_at > ${since})
      ), by_address as (
        ${limit(sql`'ip:' || host(ip)`, sql`${param('hour')}`, VISIT_LIMITS.address.max)}
      ), by_network as (
        ${limit(
          sql`'net:' || network(set_masklen(ip, case family(ip) when 4 then 24 else 48 end))::text`,
          sql`${param('hour')}`,
          VISIT_LIMITS.network.max,
        )}
      ), by_address_business as (
        ${limit(
          sql`'ip-business:' || host(ip) || ':' || ${param('businessId')}::text`,
          sql`${param('day')}`,
          VISIT_LIMITS.addressBusiness.max,
        )}
      ), claimed as (
        insert into ${visitWindows} as w (business_id, visitor_id, counted_at)
        select business.id, ${param('visitorId')}, ${now} from business
        where exists (select 1 from by_address) and exists (select 1 from by_network)
          and exists (select 1 from by_address_business)
        on conflict (business_id, visitor_id) do update set counted_at = excluded.counted_at
          where w.counted_at <= ${since}
        returning business_id
      ), logged as (
        insert into ${visits} (business_id, visitor_id, timestamp)
        select business_id, ${param('visitorId')}, ${now} from claimed
      ), bumped as (
        -- The first visit since seeding starts from the seeded count; a concurrent first visit
        -- that won the insert is caught by the conflict clause.
        insert into ${businessVisitCounts} as c (business_id, count)
        select business.id, business.visit_count + 1 from business, claimed
        on conflict (business_id) do update set count = c.count + 1, pending = true
        returning count
      ), total as (
        insert into ${counters} (name, value) select ${param('shard')}, 1 from claimed
        on conflict (name) do update set value = ${counters.value} + 1
      )
      select (select visit_count from business) as before,
             (select count from bumped) as after${
               server
                 ? sql`,
             (select 1 from durability) as asynchronous`
                 : sql``
             }`;
});

export async function recordVisit(
  db: Db,
  input: { businessId: number; visitorId: string; address: string; now: Date },
): Promise<{ counted: boolean; count: number } | null> {
  const windows = limitWindows(input.now);
  const [row] = await recordVisitStatement(db, {
    businessId: input.businessId,
    visitorId: input.visitorId,
    address: input.address,
    now: input.now.toISOString(),
    since: new Date(input.now.getTime() - VISIT_DEDUP_MINUTES * 60_000).toISOString(),
    hour: windows.hour,
    day: windows.day,
    shard: SHARDS[Math.floor(Math.random() * SHARDS.length)]!,
  });
  if (!row || row.before === null) return null;
  if (row.after === null) return { counted: false, count: row.before };
  return { counted: true, count: row.after };
}
