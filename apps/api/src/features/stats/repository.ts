import { countDistinct, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { QueryCache } from '../../lib/query-cache';
import { cacheKeys } from '../../lib/query-cache-keys';
import { businesses } from '../../db/schema';
import { getGlobalVisitCount } from '../visits/repository';

/** The directory's size (cached: three distinct counts over every business) and live visits. */
export async function getStats(db: Db, cache: QueryCache) {
  const [sizes, totalVisits] = await Promise.all([
    cache.get(cacheKeys.directorySizes, () => countDirectory(db)),
    getGlobalVisitCount(db),
  ]);
  return { ...sizes, totalVisits };
}

async function countDirectory(db: Db) {
  const [row] = await db
    .select({
      activeBusinesses: sql<number>`count(*)::int`,
      categoriesWithBusinesses: countDistinct(businesses.categoryId),
      municipalitiesWithBusinesses: countDistinct(businesses.municipalityId),
    })
    .from(businesses)
    .where(eq(businesses.isActive, true));
  return {
    activeBusinesses: Number(row?.activeBusinesses ?? 0),
    categoriesWithBusinesses: Number(row?.categoriesWithBusinesses ?? 0),
    municipalitiesWithBusinesses: Number(row?.municipalitiesWithBusinesses ?? 0),
  };
}
