// The geocoder's cache and its shared pace, both in PostgreSQL so every server instance uses them.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { GeocodeAnswer } from '@drd/shared/api/geocode';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { geocodeCache, serviceSlots } from '../../db/schema';

const CACHE_DAYS = 30;

/** Queries differing only in case and spacing share one cache entry. */
export const cacheKey = (q: string) => q.trim().toLowerCase().replace(/\s+/g, ' ');

export async function readCachedAnswer(
  db: Db,
  q: string,
  now: Date,
): Promise<GeocodeAnswer | null> {
  const since = new Date(now.getTime() - CACHE_DAYS * 24 * 60 * 60 * 1000);
  const [row] = await db
    .select({ results: geocodeCache.results })
    .from(geocodeCache)
    .where(and(eq(geocodeCache.query, cacheKey(q)), gt(geocodeCache.createdAt, since)));
  return (row?.results as GeocodeAnswer | undefined) ?? null;
}

export async function cacheAnswer(db: Db, q: string, answer: GeocodeAnswer, now: Date) {
  const value: unknown = answer;
  await db
    .insert(geocodeCache)
    .values({ query: cacheKey(q), results: value, createdAt: now })
    .onConflictDoUpdate({ target: geocodeCache.query, set: { results: value, createdAt: now } });
}

/**
 * Reserves the next free slot of a service that allows one call per `intervalMs` from the whole
 * site. One statement: the row lock orders instances that reserve at once. Answers how long to
 * wait before calling (0 when the slot is now), or null when the queue is longer than `maxWaitMs`.
 */
export async function reserveSlot(
  db: Db,
  name: string,
  intervalMs: number,
  maxWaitMs: number,
): Promise<{ waitMs: number; startsAt: Date } | null> {
  const interval = `${intervalMs} milliseconds`;
  const [row] = await queryRows<{ wait_ms: number; starts_at: number }>(
    db,
    sql`insert into ${serviceSlots} as s (name, next_at)
      values (${name}, clock_timestamp() + ${interval}::interval)
      on conflict (name) do update
        set next_at = greatest(s.next_at, clock_timestamp()) + ${interval}::interval
        where s.next_at < clock_timestamp() + ${`${maxWaitMs} milliseconds`}::interval
      returning greatest(0, extract(epoch from (next_at - ${interval}::interval - clock_timestamp())) * 1000)::float8 as wait_ms,
        (extract(epoch from next_at - ${interval}::interval) * 1000)::float8 as starts_at`,
  );
  return row ? { waitMs: Number(row.wait_ms), startsAt: new Date(Number(row.starts_at)) } : null;
}
