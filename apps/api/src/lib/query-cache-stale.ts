// Which cached answers a change to some businesses can make wrong, read from the keys named in
// query-cache-keys.ts: a list's count or server-drawn page only when its category, module and
// places include one of the changed businesses; reference lookups never; the directory-wide
// aggregates (category and place counts, vocabulary, special hours) always. So approving one
// business in Sosúa leaves the counts and pages of every other place and category cached.
import { slugify } from '@drd/shared/slug';

/** Where a changed business is listed now (its category and places). */
export interface ChangedListing {
  id: number;
  categorySlug: string;
  categoryName: string;
  moduleId: number | null;
  provinceId: number;
  municipalityId: number;
  districtId: number | null;
}

/** Keys no business write changes. */
const KEPT = [/^packages$/, /^category-lookup$/, /^place:/, /^sitemap(-index)?:/];
const FILTER = /^(?:list|map):(\{.*\})(?::tier\d+|:first-page\d+:[\d-]+)?$/;
const FIRST_PAGE = /:first-page\d+:[\d-]+$/;
const LIST_PAGE = /^list-page:(\{.*?\}):/;

interface ScopedFilter {
  categories?: string;
  category?: string;
  module?: number;
  province?: number | null;
  municipality?: number | null;
  district?: number | null;
  districtMunicipality?: number | null;
}

function includes(filter: ScopedFilter, b: ChangedListing): boolean {
  const categories = filter.categories ?? filter.category;
  if (categories) {
    const entries = categories
      .split(',')
      .map((c) => c.trim())
      .filter((c) => c.length > 0);
    const named = entries.some((e) => slugify(e) === b.categorySlug || e === b.categoryName);
    if (entries.length > 0 && !named) return false;
  }
  if (filter.module != null && filter.module !== b.moduleId) return false;
  if (filter.province != null && filter.province !== b.provinceId) return false;
  if (filter.municipality != null && filter.municipality !== b.municipalityId) return false;
  const district = filter.district ?? filter.districtMunicipality;
  if (district != null && district !== b.districtId) return false;
  return true;
}

function parsed(json: string): ScopedFilter | null {
  try {
    return JSON.parse(json) as ScopedFilter;
  } catch {
    return null;
  }
}

/** Whether a cached first page of cards shows one of these businesses (still loading: maybe). */
function shows(value: unknown, ids: ReadonlySet<number>): boolean {
  if (!Array.isArray(value)) return true;
  return value.some((card: { id?: unknown }) => ids.has(card.id as number));
}

/**
 * The test for `cache.drop` after these businesses changed: the answers that may list them where
 * they are listed now, and the first pages that show them (where they were listed before). Other
 * entries where they were listed before are caught up when they expire, as other instances catch
 * up.
 */
export function staleAfterChange(
  changed: readonly ChangedListing[],
): (key: string, value?: unknown) => boolean {
  const ids = new Set(changed.map((b) => b.id));
  return (key, value) => {
    if (KEPT.some((kept) => kept.test(key))) return false;
    const scoped = FILTER.exec(key) ?? LIST_PAGE.exec(key);
    if (!scoped) return true;
    if (FIRST_PAGE.test(key) && shows(value, ids)) return true;
    const filter = parsed(scoped[1]!);
    return filter === null || changed.some((b) => includes(filter, b));
  };
}

/** After the visit order's copy of the counts changed: any list's first page may be reordered. */
export const staleAfterReorder = (key: string): boolean => FIRST_PAGE.test(key);

/** A cached page of cards (cacheKeys.firstPage): kept under the cache's bulky limit (app.ts). */
export const isPageKey = staleAfterReorder;
