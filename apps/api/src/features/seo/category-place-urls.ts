// The category-in-place pages for the sitemap: each place where a category has active businesses
// (decision 026); a page with none answers 404 and is never listed.
import { categoryPlacePath } from '@drd/shared/category-place-path';
import type { Db } from '../../db/client';
import type { QueryCache } from '../../lib/query-cache';
import { listCategoryPlacePaths } from '../category-places/repository';

export async function categoryPlaceUrls(db: Db, cache: QueryCache): Promise<{ path: string }[]> {
  return (await listCategoryPlacePaths(db, cache))
    .map((page) => ({ path: categoryPlacePath(page.category, page) }))
    .sort((a, b) => a.path.localeCompare(b.path));
}
