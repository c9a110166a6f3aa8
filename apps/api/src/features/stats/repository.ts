import { countDistinct, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses } from '../../db/schema';
import { getGlobalVisitCount } from '../visits/repository';

export async function getStats(db: Db) {
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
    totalVisits: await getGlobalVisitCount(db),
  };
}
