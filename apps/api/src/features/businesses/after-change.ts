// What every write that changes businesses must refresh, in one call, so a seed, the owner's
// editor and moderation cannot forget a part: the search documents and vocabulary (stored), and
// the cached answers that may hold these businesses (this process's query cache, narrowed by
// lib/query-cache-stale.ts; other instances catch up when their entries expire). The active count
// is kept by the database itself (business_totals), so nothing recounts it.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { QueryCache } from '../../lib/query-cache';
import { staleAfterChange } from '../../lib/query-cache-stale';
import { businesses, categories } from '../../db/schema';
import { refreshSearchDocuments } from './search/document';

/** After inserting, editing, activating or removing businesses: `ids`, or every business. */
export async function afterBusinessChange(
  db: Db,
  cache: QueryCache,
  ids?: number[],
): Promise<void> {
  await refreshSearchDocuments(db, ids);
  if (!ids) return cache.clear();
  const listings =
    ids.length === 0
      ? []
      : await db
          .select({
            id: businesses.id,
            categorySlug: categories.slug,
            categoryName: categories.name,
            moduleId: categories.moduleId,
            provinceId: businesses.provinceId,
            municipalityId: businesses.municipalityId,
            districtId: businesses.districtId,
          })
          .from(businesses)
          .innerJoin(categories, eq(categories.id, businesses.categoryId))
          .where(inArray(businesses.id, ids));
  // A removed business is no longer there to say where it was listed: drop everything.
  if (listings.length < new Set(ids).size) return cache.clear();
  cache.drop(staleAfterChange(listings));
}
