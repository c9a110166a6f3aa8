// The WHERE clause of every directory query (list, counts, map) from the shared filter query, the
// check that the place ids in it exist, and the count and ids of what it matches.
import { count, eq, type SQL } from 'drizzle-orm';
import type { BusinessFilterQuery } from '@drd/shared/api/businesses';
import type { Db } from '../../db/client';
import type { QueryCache } from '../../lib/query-cache';
import { businesses, categories } from '../../db/schema';
import { badRequest } from '../../lib/http-error';
import { placeExists } from '../locations/repository';
import { cacheKeys } from '../../lib/query-cache-keys';
import {
  categoryIdsCondition,
  categoryIdsNamed,
  openNowCondition,
  openTodayCondition,
  radiusCondition,
  surelyWithinCondition,
} from './conditions';
import { specialOverrides } from '../hours/special-filter';
import { hasPublicItems } from '../owner-content/public-sections';
import { resolveSearch } from './search/resolve';
import { searchCondition, type PreparedSearch } from './search/tsquery';

type FilterInput = Omit<BusinessFilterQuery, 'page' | 'pageSize'>;

/** Conditions over businesses joined with categories; only active businesses. */
export async function filterConditions(
  db: Db,
  cache: QueryCache,
  query: FilterInput,
  now: Date,
): Promise<{
  conditions: SQL[];
  /** The conditions other than the search's, for a search read in relevance tiers. */
  others: SQL[];
  search: PreparedSearch | null;
  /**
   * Near me's conditions with the radius replaced by a box wholly inside it (null: no position):
   * what they match is a lower bound of the count that costs the index alone (near.ts).
   */
  surelyNear: SQL[] | null;
  /**
   * Near me with no other filter than one category (null: none), which near.ts answers with a
   * prepared statement; absent for anything else.
   */
  nearCategory?: number | null;
  /** Whether the conditions read categories (so a count must join them). */
  byCategory: boolean;
}> {
  const others: SQL[] = [eq(businesses.isActive, true)];
  let oneCategory: number | null = null;
  const search = await resolveSearch(db, cache, query.search);
  if (query.categories) {
    const all = await cache.get(cacheKeys.categoryLookup, () =>
      db
        .select({ id: categories.id, slug: categories.slug, name: categories.name })
        .from(categories),
    );
    const ids = categoryIdsNamed(query.categories, all);
    if (ids) others.push(categoryIdsCondition(ids));
    if (ids?.length === 1) oneCategory = ids[0]!;
  }
  if (query.module !== undefined) others.push(eq(categories.moduleId, query.module));
  if (query.province !== undefined) others.push(eq(businesses.provinceId, query.province));
  if (query.municipality !== undefined)
    others.push(eq(businesses.municipalityId, query.municipality));
  const district = query.district ?? query.districtMunicipality;
  if (district !== undefined) others.push(eq(businesses.districtId, district));
  if (query.openNow || query.openToday) {
    const special = await specialOverrides(db, cache, now);
    if (query.openNow) others.push(openNowCondition(now, special));
    if (query.openToday) others.push(openTodayCondition(now, special));
  }
  if (query.offers) others.push(hasPublicItems('offers', now));
  const { lat, lng, radiusKm } = query;
  const near = lat !== undefined && lng !== undefined && radiusKm !== undefined;
  const radius = near ? radiusCondition(lat, lng, radiusKm) : undefined;
  if (radius) others.push(radius);
  const byCategory = query.module !== undefined;
  const conditions = search ? [...others, searchCondition(search)] : others;
  const surelyNear = near
    ? conditions.map((c) => (c === radius ? surelyWithinCondition(lat, lng, radiusKm) : c))
    : null;
  // 'active' and the radius, and the one category when there is one.
  const nearCategory =
    near && !search && others.length === (oneCategory === null ? 2 : 3) ? oneCategory : undefined;
  return { conditions, others, search, surelyNear, nearCategory, byCategory };
}

/** Unknown place ids are a client mistake worth a clear 400, not an empty list. */
export async function assertPlacesExist(
  db: Db,
  cache: QueryCache,
  query: Pick<FilterInput, 'province' | 'municipality' | 'district' | 'districtMunicipality'>,
): Promise<void> {
  const details: Record<string, string[]> = {};
  if (query.province !== undefined && !(await placeExists(db, cache, 'province', query.province)))
    details.province = ['Provincia no encontrada'];
  if (
    query.municipality !== undefined &&
    !(await placeExists(db, cache, 'municipality', query.municipality))
  )
    details.municipality = ['Municipio no encontrado'];
  const district = query.district ?? query.districtMunicipality;
  if (district !== undefined && !(await placeExists(db, cache, 'district', district)))
    details[query.district !== undefined ? 'district' : 'districtMunicipality'] = [
      'Distrito municipal no encontrado',
    ];
  if (Object.keys(details).length > 0) throw badRequest('Ubicación no encontrada', details);
}

/**
 * How many businesses meet the conditions. Categories are joined only when a condition reads
 * them: the join cannot be skipped by the planner, and without it a count of every active business
 * is an index-only scan.
 */
export async function countMatching(db: Db, where: SQL | undefined, byCategory: boolean) {
  const base = db.select({ n: count() }).from(businesses);
  const [row] = await (byCategory
    ? base.innerJoin(categories, eq(categories.id, businesses.categoryId)).where(where)
    : base.where(where));
  return row?.n ?? 0;
}

/**
 * The ids of the businesses meeting the conditions, with any `extra` columns; categories joined
 * as countMatching does.
 */
export function selectMatchingIds<E extends Record<string, SQL>>(
  db: Db,
  where: SQL | undefined,
  byCategory: boolean,
  extra?: E,
) {
  const base = db.select({ id: businesses.id, ...(extra as E) }).from(businesses);
  return (
    byCategory ? base.innerJoin(categories, eq(categories.id, businesses.categoryId)) : base
  ).where(where);
}
