// When 'Abierto ahora' finds nothing, the counts of the two nearest ways out, so the visitor is
// offered a next step rather than an empty list: the same search open now in the whole province,
// and the same place without the time filter.
import { and } from 'drizzle-orm';
import type { BusinessFilterQuery, OpenNowWayOut } from '@drd/shared/api/businesses';
import type { Db } from '../../db/client';
import type { QueryCache } from '../../lib/query-cache';
import { cacheKeys } from '../../lib/query-cache-keys';
import { countMatching, filterConditions } from './where-clause';

type FilterInput = Omit<BusinessFilterQuery, 'page' | 'pageSize'>;

async function countFor(db: Db, cache: QueryCache, query: FilterInput, now: Date) {
  const { conditions, byCategory } = await filterConditions(db, cache, query, now);
  return cache.get(cacheKeys.filterCount('list', query, now), () =>
    countMatching(db, and(...conditions), byCategory),
  );
}

export async function openNowWayOut(
  db: Db,
  cache: QueryCache,
  query: BusinessFilterQuery,
  now: Date,
): Promise<OpenNowWayOut> {
  // Paging plays no part in a count (nor in its cache key).
  const filter: FilterInput = query;
  const { municipality, district, districtMunicipality, ...inProvince } = filter;
  // Widening to the province only means something below it; near me keeps its own radius.
  const belowProvince =
    filter.province !== undefined &&
    (municipality !== undefined || district !== undefined || districtMunicipality !== undefined);
  const [openNowInProvince, withoutOpenNow] = await Promise.all([
    belowProvince ? countFor(db, cache, inProvince, now) : Promise.resolve(null),
    countFor(db, cache, { ...filter, openNow: false }, now),
  ]);
  return { openNowInProvince, withoutOpenNow };
}
