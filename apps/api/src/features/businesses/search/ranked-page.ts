// A page of search results in relevance order, read one relevance tier at a time (tiers.ts
// searchTiers). Sorting every match by computed keys made the database read all of them for
// twelve. A tier is a plain condition, so the first one can be read straight down the
// default-order index, stopping at the twelfth match, and later tiers are only read when the
// earlier ones run out on the page (figures in docs/decisions/006-search-and-scale.md).
import { and, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { QueryCache } from '../../../lib/query-cache';
import { cacheKeys } from '../../../lib/query-cache-keys';
import { countMatching, selectMatchingIds } from '../where-clause';
import { defaultOrder, sortedDefaultOrder } from '../order';
import { nameTierPageIds } from './name-word-walk';

/**
 * How deep into the first tier the database may read down the order index. The index holds each
 * name's words (schema.ts), so the walk tests names without touching the table and beats sorting
 * the matches on the first pages. Each entry still costs, and the planner, pricing the walk low,
 * kept walking to deep pages: past ten pages the tier is sorted. A later tier is what the
 * earlier ones left, and the planner, multiplying independent estimates, cannot tell how little
 * that is ('farmacia' matches only by name): walking for it could read the whole index, so it is
 * always sorted.
 */
const WALK_DEPTH = 120;

export interface RankedPage {
  /** Disjoint conditions, best first; together they are the search. */
  tiers: SQL[];
  /** The filter's other conditions, shared by every tier. */
  others: SQL[];
  byCategory: boolean;
  limit: number;
  offset: number;
  /** The filter's count key: a tier's own count is cached under it. */
  countKey: string;
  /** The query whose name matches are the first tier (tiers.ts nameTierQuery). */
  nameQuery?: string;
}

/**
 * Below this many matches the first tier is sorted rather than walked: a walk finds a rare tier's
 * few matches only far down the order index, or never when the tier is empty (the whole index
 * read for nothing), while sorting a few hundred matches from the word index costs little.
 */
const WALK_MIN_MATCHES = 500;

export async function rankedPageIds(db: Db, cache: QueryCache, page: RankedPage) {
  const ids: number[] = [];
  // How many matches the tiers already passed hold: where the next tier's share of the page starts.
  let before = 0;
  for (const [index, tier] of page.tiers.entries()) {
    const wanted = page.limit - ids.length;
    const offset = Math.max(0, page.offset - before);
    const where = and(...page.others, tier);
    const size = () =>
      cache.get(cacheKeys.tierCount(page.countKey, index), () =>
        countMatching(db, where, page.byCategory),
      );
    // The walk is for the first tier's first pages, and only when the tier is known to be large.
    const known = index === 0 && page.offset + page.limit <= WALK_DEPTH ? await size() : null;
    // First from the index led by the name's words, when they can serve it (name-word-walk.ts).
    const fromWords =
      known && page.nameQuery !== undefined
        ? await nameTierPageIds(db, cache, {
            tsquery: page.nameQuery,
            where,
            byCategory: page.byCategory,
            size: known,
            limit: wanted,
            offset,
          })
        : null;
    const rows =
      fromWords?.map((id) => ({ id })) ??
      (known === 0
        ? []
        : await selectMatchingIds(db, where, page.byCategory)
            .orderBy(
              ...(known !== null && known >= WALK_MIN_MATCHES ? defaultOrder : sortedDefaultOrder),
            )
            .limit(wanted)
            .offset(offset));
    ids.push(...rows.map((row) => row.id));
    if (ids.length === page.limit || index === page.tiers.length - 1) break;
    // This tier ran out on the page. Its size is known from its rows when it had some here (or
    // none from its start); past its end, on a deep page, it is counted and cached like the
    // filter's own count.
    before += rows.length > 0 || offset === 0 ? offset + rows.length : await size();
  }
  return ids;
}
