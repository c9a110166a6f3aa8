import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cacheKeys } from '../../lib/query-cache-keys';
import type { QueryCache } from '../../lib/query-cache';
import { categories } from '../../db/schema';
import { findPlace } from '../locations/repository';

interface PlaceSlugs {
  province: string;
  municipality?: string;
  district?: string;
}

/** A category by its slug, cached: a list page served from the cache asks the database nothing. */
export function findCategoryBySlug(db: Db, cache: QueryCache, slug: string) {
  return cache.get(cacheKeys.categoryBySlug(slug), async () => {
    const [row] = await db
      .select({ name: categories.name, slug: categories.slug })
      .from(categories)
      .where(eq(categories.slug, slug));
    return row ?? null;
  });
}

/** A place by its slugs (locations/repository.ts), cached as the category is. */
export function findPlaceBySlugs(db: Db, cache: QueryCache, slugs: PlaceSlugs) {
  return cache.get(cacheKeys.placeBySlugs({ ...slugs }), () => findPlace(db, slugs));
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
