import { asc, eq, sql } from 'drizzle-orm';
import type { Package } from '@drd/shared/api/packages';
import type { Db } from '../../db/client';
import { packages } from '../../db/schema';
import type { QueryCache } from '../../lib/query-cache';
import { cacheKeys } from '../../lib/query-cache-keys';

/** The active plans, cheapest first, prices read as decimal text (never through a float). */
export function listPackages(db: Db, cache: QueryCache): Promise<Package[]> {
  return cache.get(cacheKeys.packages, () => readPackages(db));
}

async function readPackages(db: Db): Promise<Package[]> {
  const rows = await db
    .select({
      id: packages.id,
      type: packages.type,
      name: packages.name,
      description: packages.description,
      price: sql<string>`${packages.price}::text`,
      features: packages.features,
    })
    .from(packages)
    .where(eq(packages.isActive, true))
    .orderBy(asc(packages.price), asc(packages.id));
  return rows.map((row) => ({ ...row, currency: 'USD' as const }));
}
