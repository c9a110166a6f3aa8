// Relevance as disjoint conditions, best first, each read in the default order (ranked-page.ts).
import { sql, type SQL } from 'drizzle-orm';
import { matches, nameMatches, type PreparedSearch } from './tsquery';

/**
 * Relevance as docs/decisions/006-search-and-scale.md states it: exact words above typo matches, the way
 * Meilisearch ranks (fewer typos before the matched attribute), then a name match above a match
 * elsewhere, then the default order. Each rank is a tier: the search's condition split into
 * disjoint conditions, best first, so each tier can be read in the default order (ranked-page.ts)
 * instead of sorting every match by computed keys. A name match needs no document condition: the
 * name is the start of the document, so the planner sees one condition it has statistics for.
 * No ts_rank: it made the database score every match of a broad search (~1,600 for 'farmacia' at
 * 100,000 businesses) for no case of the relevance set, and among equal matches the directory's
 * own order (highlighted, plan, visits) decides. `exactMatches` false (no business has the words
 * as typed) leaves the exact split out: every match would fall in the typo half.
 */
export function searchTiers(search: PreparedSearch, exactMatches = true): SQL[] {
  const elsewhere = (tsquery: string) =>
    sql`(${matches(tsquery)} and not (${nameMatches(tsquery)}))`;
  if (!search.corrected || !exactMatches)
    return [nameMatches(search.tsquery), elsewhere(search.tsquery)];
  const notExact = sql`not (${matches(search.exactTsquery)})`;
  return [
    nameMatches(search.exactTsquery),
    elsewhere(search.exactTsquery),
    sql`(${nameMatches(search.tsquery)} and ${notExact})`,
    sql`(${elsewhere(search.tsquery)} and ${notExact})`,
  ];
}

/** The query whose name matches are the first tier of searchTiers(search, exactMatches). */
export function nameTierQuery(search: PreparedSearch, exactMatches = true): string {
  return search.corrected && exactMatches ? search.exactTsquery : search.tsquery;
}
