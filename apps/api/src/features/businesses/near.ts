// Near me's page and count from a position that changes on every request, so nothing here is
// cached (no key may hold a raw position).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { NEAR_COUNT_BOUND } from '@drd/shared/pagination';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { businesses } from '../../db/schema';
import { featuredFromPlan, type ListScope } from '@drd/shared/featured';
import { selectCardWith, specialWindow, toCard } from './cards';
import { radiusMeters, surelyWithinMeters, withinMeters } from './conditions';
import { referenceNames } from './reference-names';
import { nearestFirst } from './order';
import { selectMatchingIds } from './where-clause';

export interface NearWhere {
  /** Every condition, the radius among them. */
  all: SQL | undefined;
  /** The same with the radius replaced by a box wholly inside it (surelyWithinMeters). */
  surely: SQL | undefined;
}

interface Page {
  limit: number;
  offset: number;
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

/**
 * The page's ids, nearest first, with the count as a column of the same statement (one round
 * trip; the database counts once, not per row). A page past the last has no row to carry it, so
 * only then is the list's first row asked for its count.
 */
async function pageWithCount<R extends { n: number }>(
  read: (page: Page) => Promise<R[]>,
  page: Page,
) {
  const rows = await read(page);
  const n = rows[0]?.n ?? (page.offset > 0 ? (await read({ limit: 1, offset: 0 }))[0]?.n : 0) ?? 0;
  return {
    rows,
    filtered: Math.min(n, NEAR_COUNT_BOUND),
    filteredAtLeast: n > NEAR_COUNT_BOUND,
  };
}

function nearestWithCount(db: Db, where: NearWhere, byCategory: boolean, from: SQL) {
  return selectMatchingIds(db, where.all, byCategory, { n: countUpToBound(db, where, byCategory) })
    .orderBy(from)
    .$dynamic();
}

/** Near me with other filters: the statement is built for the request; the cards follow. */
export async function nearestPage(
  db: Db,
  where: NearWhere,
  byCategory: boolean,
  page: Page & { lat: number; lng: number },
) {
  // Distance alone, so the index hands over the nearest directly (KNN); ties on the exact same
  // distance are the only cards whose order this leaves to the database.
  const query = nearestWithCount(db, where, byCategory, nearestFirst(page.lat, page.lng));
  const { rows, ...counted } = await pageWithCount(
    ({ limit, offset }) => query.limit(limit).offset(offset),
    page,
  );
  return { ids: rows.map((row) => row.id), ...counted };
}

// Near me alone, or within one category ('farmacias cerca de mí', what the web app sends): the
// common requests. One prepared statement each reads the nearest page's cards and the count, so
// the server does not build it per request and the embedded database runs one statement instead
// of two, and keeps its plan (db/pglite-statements.ts). 'Active' is written as the column, not
// compared with a parameter, so that a plan made before the values are known still matches the
// partial indexes' predicate; `category_id = $1` implies the category index's `is not null`.
const nearStatement = (withCategory: boolean) =>
  preparedPerDatabase((db) => {
    const p = (name: string) => sql.placeholder(name);
    const active = and(
      sql`${businesses.isActive}`,
      withCategory ? eq(businesses.categoryId, p('categoryId')) : undefined,
    );
    const where = {
      all: and(active, withinMeters(p('lat'), p('lng'), p('meters'), p('chordMeters'))),
      surely: and(active, surelyWithinMeters(p('lat'), p('lng'), p('innerMeters'))),
    };
    const nearest = nearestFirst(p('lat'), p('lng'));
    const page = selectMatchingIds(db, where.all, false)
      .orderBy(nearest)
      .limit(p('limit'))
      .offset(p('offset'));
    return selectCardWith(db, { n: countUpToBound(db, where, false) })
      .where(sql`${businesses.id} = any(array(${page}))`)
      .orderBy(nearest, businesses.id)
      .prepare(withCategory ? 'near_category_cards' : 'near_me_cards');
  });
const nearAlone = nearStatement(false);
const nearInCategory = nearStatement(true);

/** Near me with no other filter than the radius and at most one category: cards and count. */
export async function nearCards(
  db: Db,
  page: Page & { lat: number; lng: number; radiusKm: number; categoryId: number | null },
  scope: ListScope,
  now: Date,
) {
  const { lat, lng, categoryId } = page;
  const values = {
    lat,
    lng,
    ...radiusMeters(page.radiusKm),
    featuredFrom: featuredFromPlan(scope),
    ...specialWindow(now),
  };
  const read = ({ limit, offset }: Page) =>
    categoryId === null
      ? nearAlone(db).execute({ ...values, limit, offset })
      : nearInCategory(db).execute({ ...values, categoryId, limit, offset });
  const [{ rows, ...counted }, names] = await Promise.all([
    pageWithCount(read, page),
    referenceNames(db),
  ]);
  return { cards: rows.map((row) => toCard(row.card, names, { lat, lng })), ...counted };
}
