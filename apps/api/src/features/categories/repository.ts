import { and, eq, exists, gt, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses, categories, categoryModules, categoryTotals } from '../../db/schema';
import { compareSpanish, sortByName } from '../../lib/collation';
import type { QueryCache } from '../../lib/query-cache';
import { cacheKeys } from '../../lib/query-cache-keys';

/**
 * Names of categories that at least one business (active or awaiting activation) uses: the kept
 * active totals, or a probe of the partial index of inactive businesses, instead of joining every
 * business (a category nobody uses would otherwise read the whole table).
 */
async function loadUsedCategoryNames(db: Db): Promise<string[]> {
  const rows = await db
    .select({ name: categories.name })
    .from(categories)
    .where(
      or(
        exists(
          db
            .select({ one: sql`1` })
            .from(categoryTotals)
            .where(and(eq(categoryTotals.categoryId, categories.id), gt(categoryTotals.active, 0))),
        ),
        exists(
          db
            .select({ one: sql`1` })
            .from(businesses)
            .where(and(eq(businesses.categoryId, categories.id), not(businesses.isActive))),
        ),
      ),
    );
  return rows.map((r) => r.name).sort(compareSpanish);
}

/** Names of categories with at least one active (public) business, from the kept totals. */
async function loadActiveCategoryNames(db: Db): Promise<string[]> {
  const rows = await db
    .select({ name: categories.name })
    .from(categories)
    .innerJoin(categoryTotals, eq(categoryTotals.categoryId, categories.id))
    .where(gt(categoryTotals.active, 0));
  return rows.map((r) => r.name).sort(compareSpanish);
}

/**
 * The module explorer: every module with its categories and their active business counts, read
 * from category_totals (kept by the database on every write) rather than grouping every business.
 */
async function loadCategoryModules(db: Db) {
  const [modules, cats, counts] = await Promise.all([
    db.select().from(categoryModules).orderBy(categoryModules.id),
    db.select().from(categories),
    db
      .select({ categoryId: categoryTotals.categoryId, n: categoryTotals.active })
      .from(categoryTotals),
  ]);
  const countByCategory = new Map(counts.map((c) => [c.categoryId, c.n]));
  return modules.map((m) => {
    const own = sortByName(cats.filter((c) => c.moduleId === m.id)).map((c) => ({
      ...c,
      activeCount: countByCategory.get(c.id) ?? 0,
    }));
    return {
      ...m,
      activeCategoryCount: own.filter((c) => c.activeCount > 0).length,
      categories: own,
    };
  });
}

// Cached: the three are read on every page of the directory and change only with businesses.
export const listUsedCategoryNames = (db: Db, cache: QueryCache) =>
  cache.get(cacheKeys.categoryNamesUsed, () => loadUsedCategoryNames(db));

export const listActiveCategoryNames = (db: Db, cache: QueryCache) =>
  cache.get(cacheKeys.categoryNamesActive, () => loadActiveCategoryNames(db));

export const listCategoryModules = (db: Db, cache: QueryCache) =>
  cache.get(cacheKeys.categoryModules, () => loadCategoryModules(db));
