import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { businessTotals, categoryTotals, municipalityTotals } from '../../db/schema';
import { getGlobalVisitCount } from '../visits/repository';

/**
 * The directory's size and live visits. The sizes are kept by the database (business_totals,
 * category_totals, municipality_totals: statement triggers on businesses), so a write neither
 * drops nor recounts them and every instance reads the same figures at once.
 */
export async function getStats(db: Db) {
  const [sizes, totalVisits] = await Promise.all([readDirectorySizes(db), getGlobalVisitCount(db)]);
  return { ...sizes, totalVisits };
}

async function readDirectorySizes(db: Db) {
  const [row] = await queryRows<{ active: number; categories: number; municipalities: number }>(
    db,
    sql`select
      coalesce((select ${businessTotals.active} from ${businessTotals}), 0)::int as active,
      (select count(*) from ${categoryTotals} where ${categoryTotals.active} > 0)::int as categories,
      (select count(*) from ${municipalityTotals} where ${municipalityTotals.active} > 0)::int
        as municipalities`,
  );
  return {
    activeBusinesses: Number(row?.active ?? 0),
    categoriesWithBusinesses: Number(row?.categories ?? 0),
    municipalitiesWithBusinesses: Number(row?.municipalities ?? 0),
  };
}
