import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses, categories, categoryModules } from '../../db/schema';
import { compareSpanish, sortByName } from '../../lib/collation';

/** Names of categories that at least one business (active or awaiting activation) uses. */
export async function listUsedCategoryNames(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: categories.name })
    .from(categories)
    .innerJoin(businesses, eq(businesses.categoryId, categories.id));
  return rows.map((r) => r.name).sort(compareSpanish);
}

/** Names of categories with at least one active (public) business. */
export async function listActiveCategoryNames(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: categories.name })
    .from(categories)
    .innerJoin(businesses, eq(businesses.categoryId, categories.id))
    .where(eq(businesses.isActive, true));
  return rows.map((r) => r.name).sort(compareSpanish);
}

/** The module explorer: every module with its categories and their active business counts. */
export async function listCategoryModules(db: Db) {
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
