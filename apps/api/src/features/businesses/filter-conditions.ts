// The WHERE clause of every directory query (list, counts, map) from the shared filter query, and
// the check that the place ids in it exist.
import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { BusinessFilterQuery } from '@drd/shared/api/businesses';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import type { QueryCache } from '../../lib/query-cache';
import { businesses, categories } from '../../db/schema';
import { badRequest } from '../../lib/http-error';
import { districtExists, municipalityExists, provinceExists } from '../locations/repository';
import {
  categoriesCondition,
  correctableWords,
  matches,
  openNowCondition,
  openTodayCondition,
  prepareSearch,
  radiusCondition,
  searchCondition,
  searchTerms,
  type PreparedSearch,
} from './filters';
import { findCorrections } from './vocabulary';

export type FilterInput = Omit<BusinessFilterQuery, 'page' | 'pageSize'>;

/**
 * The search term with its synonyms and its typos corrected against the vocabulary. Corrections
 * are cached like counts: the vocabulary changes only when businesses are written, and a popular
 * word then costs no lookup.
 */
export async function resolveSearch(db: Db, cache: QueryCache, raw: string | undefined) {
  const variants = searchTerms(raw);
  if (!variants) return null;
  const words = correctableWords(variants);
  const corrections = await cache.get(`corrections:${words.join(' ')}`, () =>
    findCorrections(db, words),
  );
  return prepareSearch(variants, corrections);
}

/**
 * Whether any active business has a corrected search's words as typed. Cached like corrections:
 * a typo that matches nothing as typed ('farmasia') then ranks without the exact-match key.
 */
export function hasExactMatches(db: Db, cache: QueryCache, search: PreparedSearch) {
  return cache.get(`exact:${search.exactTsquery}`, async () => {
    // Materialized, so the match is planned without the LIMIT: with it, a word the statistics do
    // not know ('farmasia') made the planner expect an early hit and read all 100,000 rows for
    // none (156 ms); the full-text index answers it in a fraction of a millisecond.
    const rows = await queryRows<{ id: number }>(
      db,
      sql`with m as materialized (
        select ${businesses.id} from ${businesses}
        where ${businesses.isActive} and ${matches(search.exactTsquery)})
      select id from m limit 1`,
    );
    return rows.length > 0;
  });
}

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
  near: boolean;
  /** Whether the conditions read categories (so a count must join them). */
  byCategory: boolean;
}> {
  const others: SQL[] = [eq(businesses.isActive, true)];
  const search = await resolveSearch(db, cache, query.search);
  if (query.categories) {
    const condition = categoriesCondition(query.categories);
    if (condition) others.push(condition);
  }
  if (query.module !== undefined) others.push(eq(categories.moduleId, query.module));
  if (query.province !== undefined) others.push(eq(businesses.provinceId, query.province));
  if (query.municipality !== undefined)
    others.push(eq(businesses.municipalityId, query.municipality));
  const district = query.district ?? query.districtMunicipality;
  if (district !== undefined) others.push(eq(businesses.districtId, district));
  if (query.openNow) others.push(openNowCondition(now));
  if (query.openToday) others.push(openTodayCondition(now));
  const near = query.lat !== undefined && query.lng !== undefined && query.radiusKm !== undefined;
  if (near) others.push(radiusCondition(query.lat!, query.lng!, query.radiusKm!));
  const byCategory = Boolean(query.categories) || query.module !== undefined;
  const conditions = search ? [...others, searchCondition(search)] : others;
  return { conditions, others, search, near, byCategory };
}

/** Unknown place ids are a client mistake worth a clear 400, not an empty list. */
export async function assertPlacesExist(
  db: Db,
  cache: QueryCache,
  query: Pick<FilterInput, 'province' | 'municipality' | 'district' | 'districtMunicipality'>,
): Promise<void> {
  const details: Record<string, string[]> = {};
  const exists = (kind: string, id: number, check: (db: Db, id: number) => Promise<boolean>) =>
    cache.get(`place:${kind}:${id}`, () => check(db, id));
  if (query.province !== undefined && !(await exists('province', query.province, provinceExists)))
    details.province = ['Provincia no encontrada'];
  if (
    query.municipality !== undefined &&
    !(await exists('municipality', query.municipality, municipalityExists))
  )
    details.municipality = ['Municipio no encontrado'];
  const district = query.district ?? query.districtMunicipality;
  if (district !== undefined && !(await exists('district', district, districtExists)))
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

/** The ids of the businesses meeting the conditions; categories joined as countMatching does. */
export function selectMatchingIds(db: Db, where: SQL | undefined, byCategory: boolean) {
  const base = db.select({ id: businesses.id }).from(businesses);
  return (
    byCategory ? base.innerJoin(categories, eq(categories.id, businesses.categoryId)) : base
  ).where(where);
}
