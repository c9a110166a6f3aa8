import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cacheKeys } from '../../lib/query-cache-keys';
import type { QueryCache } from '../../lib/query-cache';
import { categories } from '../../db/schema';

export async function findCategoryBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({ name: categories.name, slug: categories.slug })
    .from(categories)
    .where(eq(categories.slug, slug));
  return row ?? null;
}

/**
 * A list page as the server writes it (features/seo/list-pages.ts), kept in the query cache: the
 * writes that change businesses of its scope drop it with the counts (businesses/after-change.ts).
 */
export function cachedListPage<T>(
  cache: QueryCache,
  path: string,
  scope: Record<string, unknown>,
  build: () => Promise<T>,
) {
  return cache.get(cacheKeys.listPage(path, scope), build);
}
