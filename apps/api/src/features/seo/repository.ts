import { and, asc, eq, gt } from 'drizzle-orm';
import { businessPath } from '@drd/shared/business-path';
import type { Db } from '../../db/client';
import { cacheKeys } from '../../lib/query-cache-keys';
import type { QueryCache } from '../../lib/query-cache';
import { businesses, categories, municipalities, provinces } from '../../db/schema';

export async function findCategoryBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({ name: categories.name, slug: categories.slug })
    .from(categories)
    .where(eq(categories.slug, slug));
  return row ?? null;
}

/**
 * Every public URL for the sitemap, as paths with a last-modified date when known. Only pages the
 * web app has a route for (apps/web/src/app/router.tsx): a listed 404 costs the site's standing.
 */
export async function listSitemapPaths(db: Db): Promise<{ path: string; lastmod?: Date }[]> {
  const [activeBusinesses, usedCategories, places] = await Promise.all([
    db
      .select({ id: businesses.id, name: businesses.name, updatedAt: businesses.updatedAt })
      .from(businesses)
      .where(eq(businesses.isActive, true))
      .orderBy(asc(businesses.id)),
    db
      .selectDistinct({ slug: categories.slug })
      .from(categories)
      .innerJoin(businesses, eq(businesses.categoryId, categories.id))
      .where(eq(businesses.isActive, true)),
    db
      .selectDistinct({ province: provinces.slug, municipality: municipalities.slug })
      .from(businesses)
      .innerJoin(provinces, eq(provinces.id, businesses.provinceId))
      .innerJoin(municipalities, eq(municipalities.id, businesses.municipalityId))
      .where(and(eq(businesses.isActive, true), gt(businesses.id, 0))),
  ]);
  const provinceSlugs = [...new Set(places.map((p) => p.province))].sort();
  return [
    { path: '/' },
    { path: '/todos-los-negocios' },
    { path: '/mapa-negocios' },
    { path: '/planes' },
    { path: '/demo-funcionalidades' },
    ...usedCategories
      .map((c) => ({ path: `/categoria/${c.slug}` }))
      .sort((a, b) => a.path.localeCompare(b.path)),
    ...provinceSlugs.map((p) => ({ path: `/ubicacion/${p}` })),
    ...places
      .map((p) => ({ path: `/ubicacion/${p.province}/${p.municipality}` }))
      .sort((a, b) => a.path.localeCompare(b.path)),
    ...activeBusinesses.map((b) => ({ path: businessPath(b), lastmod: b.updatedAt })),
  ];
}

/**
 * A list page as the server writes it (features/seo/list-pages.ts), kept in the query cache: the
 * writes that change businesses drop it with the counts (businesses/after-change.ts).
 */
export function cachedListPage<T>(cache: QueryCache, path: string, build: () => Promise<T>) {
  return cache.get(cacheKeys.listPage(path), build);
}
