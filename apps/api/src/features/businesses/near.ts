// Near me's page and count from a position that changes on every request, so nothing here is
// cached (no key may hold a raw position).
import { sql, type SQL } from 'drizzle-orm';
import { NEAR_COUNT_BOUND } from '@drd/shared/pagination';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { nearestFirst } from './order';
import { selectMatchingIds } from './where-clause';

export interface NearWhere {
  /** Every condition, the radius among them. */
  all: SQL | undefined;
  /** The same with the radius replaced by a box wholly inside it (surelyWithinCondition). */
  surely: SQL | undefined;
}

/**
 * The count, exact up to the bound and bound+1 past it: the index stops at the bound+1st match
 * instead of visiting every business of a dense city (79,000 within 10 km of Santiago at
 * 1,000,000 took seconds). First counted in the box wholly inside the radius, which needs no
 * distance per business; only when that box holds no more than the bound are distances measured
 * (the CASE runs its second count only then).
 */
function countUpToBound(db: Db, where: NearWhere, byCategory: boolean): SQL<number> {
  const upTo = (conditions: SQL | undefined) =>
    sql`(select count(*) from (${selectMatchingIds(db, conditions, byCategory).limit(NEAR_COUNT_BOUND + 1)}) m)`;
  return sql<number>`(case when ${upTo(where.surely)} > ${NEAR_COUNT_BOUND}
    then ${NEAR_COUNT_BOUND + 1} else ${upTo(where.all)} end)::int`;
}

const counted = (n: number) => ({
  filtered: Math.min(n, NEAR_COUNT_BOUND),
  filteredAtLeast: n > NEAR_COUNT_BOUND,
});

/**
 * The page's ids, nearest first, with the count as a column of the same statement (one round
 * trip; the database counts once, not per row). A page past the last has no row to carry it,
 * so only then is the count asked alone.
 */
export async function nearestPage(
  db: Db,
  where: NearWhere,
  byCategory: boolean,
  page: { lat: number; lng: number; limit: number; offset: number },
): Promise<{ ids: number[]; filtered: number; filteredAtLeast: boolean }> {
  const count = countUpToBound(db, where, byCategory);
  const rows = await selectMatchingIds(db, where.all, byCategory, { n: count })
    // Distance alone, so the index hands over the nearest directly (KNN); ties on the exact same
    // distance are the only cards whose order this leaves to the database.
    .orderBy(nearestFirst(page.lat, page.lng))
    .limit(page.limit)
    .offset(page.offset);
  const n =
    rows[0]?.n ?? (await queryRows<{ n: number }>(db, sql`select ${count} as n`))[0]?.n ?? 0;
  return { ids: rows.map((row) => row.id), ...counted(n) };
}
