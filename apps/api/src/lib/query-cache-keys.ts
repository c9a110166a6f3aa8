// Every key of the query cache (lib/query-cache.ts), named in one place: what is cached is read
// here, and which keys a write to businesses makes stale is read from these names in
// query-cache-stale.ts (called by features/businesses/after-change.ts).

import { dominicanDate } from '@drd/shared/hours-exceptions';

export type PlaceKind = 'province' | 'municipality' | 'district';

/** The filter of a list or map query without its paging, and the minute when hours or dates matter. */
function filterPart(query: Record<string, unknown>, now: Date): string {
  const filter = { ...query };
  for (const paging of ['page', 'pageSize', 'limit']) delete filter[paging];
  const clock =
    query.openNow || query.openToday || query.offers ? Math.floor(now.getTime() / 60_000) : null;
  return JSON.stringify({ ...filter, clock });
}

export const cacheKeys = {
  categoryModules: 'category-modules',
  /** Every category's id, slug and name: a `categories` filter becomes category ids. */
  categoryLookup: 'category-lookup',
  packages: 'packages',
  categoryNamesUsed: 'category-names-used',
  categoryNamesActive: 'category-names-active',
  /** Active businesses per category and place (features/category-places). */
  categoryPlaceCounts: 'category-place-counts',
  /**
   * A list page's server-drawn first screen (features/seo/list-pages.ts), by its scope (category
   * and places, so a write drops only the pages that list it), path and page.
   */
  listPage: (path: string, scope: Record<string, unknown>) =>
    `list-page:${JSON.stringify(scope)}:${path}`,
  placeExists: (kind: PlaceKind, id: number) => `place:${kind}:${id}`,
  /** A place by its slugs, as a list page's URL names it (places are reference data: kept). */
  placeBySlugs: (slugs: Record<string, string>) => `place:slugs:${JSON.stringify(slugs)}`,
  /** A category's name by its slug (a list page's URL); dropped with the aggregates. */
  categoryBySlug: (slug: string) => `category-slug:${slug}`,
  /** Every place's name and its count of active businesses, for reading place words. */
  placeWords: 'place-words',
  /** How many businesses a list or map filter matches. */
  filterCount: (scope: 'list' | 'map', query: Record<string, unknown>, now: Date) =>
    `${scope}:${filterPart(query, now)}`,
  /**
   * A filter's first page of cards, `pageSize` long, when the request gave no position; by the
   * Dominican date, whose special hours the cards carry.
   */
  firstPage: (filterCountKey: string, pageSize: number, now: Date) =>
    `${filterCountKey}:first-page${pageSize}:${dominicanDate(now)}`,
  /** How many businesses are active (business_totals). */
  activeTotal: 'active-total',
  /** How many matches one relevance tier of a filter holds. */
  tierCount: (filterCountKey: string, tier: number) => `${filterCountKey}:tier${tier}`,
  /** The name words a search's first tier needs one of (search/name-words.ts). */
  nameWords: (tsquery: string) => `name-words:${tsquery}`,
  /** How many business_name_words entries those words have: whether walking them pays. */
  nameWordEntries: (lexemes: readonly string[]) => `name-word-entries:${lexemes.join(' ')}`,
  /** The vocabulary's corrections of the typed words. */
  corrections: (words: readonly string[]) => `corrections:${words.join(' ')}`,
  /** Whether any active business has a search's words as typed. */
  exactMatches: (exactTsquery: string) => `exact:${exactTsquery}`,
  /**
   * sitemap.xml's list of files, and one file (features/seo/sitemap-files.ts), in the app's
   * slowCache: up to 15 minutes old, which crawlers that read them a few times a day never see.
   */
  sitemapIndex: (base: string) => `sitemap-index:${base}`,
  sitemapFile: (base: string, name: string) => `sitemap:${base}:${name}`,
  /** The businesses whose special hours decide 'Abierto ahora/hoy' at this minute. */
  specialOverrides: (now: Date) => `special-overrides:${Math.floor(now.getTime() / 60_000)}`,
};
