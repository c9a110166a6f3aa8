// A typed search made ready for the database: synonyms, corrections from the vocabulary, and
// whether its words as typed match anything (which decides the relevance tiers).
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/raw';
import { businesses } from '../../../db/schema';
import type { QueryCache } from '../../../lib/query-cache';
import { cacheKeys } from '../../../lib/query-cache-keys';
import {
  correctableWords,
  matches,
  prepareSearch,
  searchTerms,
  type PreparedSearch,
} from './tsquery';
import { findCorrections } from './vocabulary';

/**
 * The search term with its synonyms and its typos corrected against the vocabulary. Corrections
 * are cached like counts: the vocabulary changes only when businesses are written, and a popular
 * word then costs no lookup.
 */
export async function resolveSearch(db: Db, cache: QueryCache, raw: string | undefined) {
  const variants = searchTerms(raw);
  if (!variants) return null;
  const words = correctableWords(variants);
  const corrections = await cache.get(cacheKeys.corrections(words), () =>
    findCorrections(db, words),
  );
  return prepareSearch(variants, corrections);
}

/**
 * Whether any active business has a corrected search's words as typed. Cached like corrections:
 * a typo that matches nothing as typed ('farmasia') then ranks without the exact-match key.
 */
export function hasExactMatches(db: Db, cache: QueryCache, search: PreparedSearch) {
  return cache.get(cacheKeys.exactMatches(search.exactTsquery), async () => {
    // Materialized, so the match is planned without the LIMIT: with it, a word the statistics do
    // not know ('farmasia') made the planner expect an early hit and read every row for none;
    // the full-text index answers it at once.
    const rows = await queryRows<{ id: number }>(
      db,
      sql`with m as materialized (
        select ${businesses.id} from ${businesses}
        where ${businesses.isActive} and ${matches(search.exactTsquery)})
      select id from m limit 1`,
    );
    return rows.length > 0;
  });
}
