import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses, categories, categoryModules } from '../../db/schema';
import { compareSpanish, sortByName } from '../../lib/collation';
import type { QueryCache } from '../../lib/query-cache';
import { cacheKeys } from '../../lib/query-cache-keys';

/** Names of categories that at least one business (active or awaiting activation) uses. */
async function loadUsedCategoryNames(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: categories.name })
    .from(categories)
    .innerJoin(businesses, eq(businesses.categoryId, categories.id));
  return rows.map((r) => r.name).sort(compareSpanish);
}

/** Names of categories with at least one active (public) business. */
async function loadActiveCategoryNames(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: categories.name })
    .from(categories)
    .innerJoin(businesses, eq(businesses.categoryId, categories.id))
    .where(eq(businesses.isActive, true));
  return rows.map((r) => r.name).sort(compareSpanish);
}

/** The module explorer: every module with its categories and their active business counts. */
async function loadCategoryModules(db: Db) {
  const [modules, cats, counts] = await Promise.all([
    db.select().from(categoryModules).orderBy(categoryModules.id),
    db.select().from(categories),
    db
      .select({ categoryId: businesses.categoryId, n: count() })
      .from(businesses)
      .where(sql`${businesses.isActive}`)
      .groupBy(businesses.categoryId),
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
