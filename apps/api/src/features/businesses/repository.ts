import { and, eq, sql } from 'drizzle-orm';
import type { BusinessCard, BusinessFilterQuery } from '@drd/shared/api/businesses';
import { listScopeOf, NO_LIST_SCOPE } from '@drd/shared/featured';
import type { Db } from '../../db/client';
import type { QueryCache } from '../../lib/query-cache';
import { cacheKeys } from '../../lib/query-cache-keys';
import { businessTotals, businesses } from '../../db/schema';
import { cardsInOrder, withLiveVisitCounts } from './cards';
import { defaultOrder } from './order';
import { nearCards, nearestPage } from './near';
import { hasExactMatches } from './search/resolve';
import { rankedPageIds } from './search/ranked-page';
import { nameTierQuery, searchTiers } from './search/tiers';
import { countMatching, filterConditions, selectMatchingIds } from './where-clause';

/**
 * Active businesses, as the database keeps the count (business_totals), never recounted; cached
 * like the filters' counts, so a list costs no round trip for it until a business changes.
 */
function countActiveBusinesses(db: Db, cache: QueryCache): Promise<number> {
  return cache.get(cacheKeys.activeTotal, async () => {
    const [row] = await db.select({ n: businessTotals.active }).from(businessTotals);
    return row?.n ?? 0;
  });
}

/** The largest first page cached: the app asks 12 (PAGE_SIZE); a little room for other clients. */
const CACHED_PAGE_SIZE = 24;

export async function filterBusinesses(
  db: Db,
  cache: QueryCache,
  query: BusinessFilterQuery,
  now: Date,
) {
  const { conditions, others, search, surelyNear, nearCategory, byCategory } =
    await filterConditions(db, cache, query, now);
  const hasPoint = query.lat !== undefined && query.lng !== undefined;
  const where = and(...conditions);
  const from = hasPoint ? { lat: query.lat!, lng: query.lng! } : undefined;
  const countKey = cacheKeys.filterCount('list', query, now);
  const limit = query.pageSize;
  const offset = (query.page - 1) * query.pageSize;
  const scope = listScopeOf(query);
  const listOf = (
    rows: BusinessCard[],
    counted: { filtered: number; filteredAtLeast: boolean },
    active: number,
  ) => ({
    businesses: rows,
    filtered: counted.filtered,
    ...(counted.filteredAtLeast ? { filteredAtLeast: true } : {}),
    total: active,
    page: query.page,
    pageSize: query.pageSize,
  });
  const total = countActiveBusinesses(db, cache);

  // Near me: the nearest page and its count, bounded, in one statement (near.ts); alone or within
  // one category, with its cards too.
  if (surelyNear) {
    const position = { lat: query.lat!, lng: query.lng!, radiusKm: query.radiusKm!, limit, offset };
    if (nearCategory !== undefined) {
      const [{ cards, ...counted }, active] = await Promise.all([
        nearCards(db, { ...position, categoryId: nearCategory }, scope, now),
        total,
      ]);
      return listOf(cards, counted, active);
    }
    const nearWhere = { all: where, surely: and(...surelyNear) };
    const [{ ids, ...counted }, active] = await Promise.all([
      nearestPage(db, nearWhere, byCategory, position),
      total,
    ]);
    return listOf(await cardsInOrder(db, ids, scope, from, { now }), counted, active);
  }

  // The page's ids first, from narrow rows (often the index alone), then the twelve cards with
  // their names. Two statements, not one with the ids as a subquery: planning that join took the
  // database far longer than running it; each statement alone plans at once.
  const readPageIds = async (): Promise<number[]> => {
    if (search) {
      const exactMatches = !search.corrected || (await hasExactMatches(db, cache, search));
      const tiers = searchTiers(search, exactMatches);
      const nameQuery = nameTierQuery(search, exactMatches);
      const page = { tiers, others, byCategory, limit, offset, countKey, nameQuery };
      return rankedPageIds(db, cache, page);
    }
    const rows = await selectMatchingIds(db, where, byCategory)
      .orderBy(...defaultOrder)
      .limit(limit)
      .offset(offset);
    return rows.map((row) => row.id);
  };
  const readPage = async () => cardsInOrder(db, await readPageIds(), scope, from, { now });
  // The first page of a list without a position is what most visitors ask for: cached whole with
  // the filter's count, and dropped with it when one of its businesses changes
  // (lib/query-cache-stale.ts) or the visit order is copied (features/visits/order-sync.ts).
  // Its visit counts are read live: a visitor sees their own visit on the card at once.
  const page = () =>
    !hasPoint && query.page === 1 && limit <= CACHED_PAGE_SIZE
      ? cache
          .get(cacheKeys.firstPage(countKey, limit, now), readPage)
          .then((cards) => withLiveVisitCounts(db, cards))
      : readPage();
  // The page and its count as separate queries: `count(*) over ()` would make the database
  // build every matching row before it can return twelve. The count is cached by filter; with no
  // filter at all (only 'active'), the kept active count is the answer, never recounted.
  const unfiltered = conditions.length === 1;
  const filtered = unfiltered
    ? total
    : cache.get(countKey, () => countMatching(db, where, byCategory));
  const [rows, n, active] = await Promise.all([page(), filtered, total]);
  return listOf(rows, { filtered: n, filteredAtLeast: false }, active);
}

export async function listRecentBusinesses(db: Db, limit: number) {
  const ids = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.isActive, true))
    .orderBy(
      // As businesses_recent_idx is written, so the newest come straight from the index.
      sql`${businesses.activatedAt} desc nulls last`,
      sql`${businesses.id} desc nulls last`,
    )
    .limit(limit);
  // 'Recién Publicados' is no place's list: nobody is 'Destacado' there.
  return cardsInOrder(
    db,
    ids.map((row) => row.id),
    NO_LIST_SCOPE,
  );
}
