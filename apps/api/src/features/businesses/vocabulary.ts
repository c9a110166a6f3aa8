// The search vocabulary (search_words): kept in step with the search documents, and asked which
// directory words a typed word may have meant.
import { inArray, sql, type SQL } from 'drizzle-orm';
import { corrections } from '@drd/shared/typos';
import type { Db } from '../../db/client';
import { searchWords } from '../../db/schema';

// Shorter words are never corrected to (a 5-letter word may lose at most one letter).
const MIN_WORD_LENGTH = 3;
// Trigram neighbours examined per typed word; the typo budget then keeps the close ones.
const NEIGHBOURS = 24;

/**
 * Adds the words of the given businesses' documents; with no ids, rebuilds the whole vocabulary
 * so words of removed text disappear. A word left behind by an edit only costs a correction that
 * finds nothing, so partial refreshes do not look for stale words.
 */
export async function refreshVocabulary(db: Db, ids?: number[]): Promise<void> {
  if (ids && ids.length === 0) return;
  const select = (where: SQL) => sql`insert into ${searchWords} (word)
    select distinct w from businesses b, regexp_split_to_table(b.search_document, '[^a-z0-9]+') w
    where length(w) >= ${MIN_WORD_LENGTH} ${where} on conflict do nothing`;
  if (ids) {
    await db.execute(select(sql`and ${inArray(sql`b.id`, ids)}`));
    return;
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from ${searchWords}`);
    await tx.execute(select(sql``));
  });
}

/** For each typed word, the vocabulary words within its typo budget (absent when none). */
export async function findCorrections(db: Db, words: string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (words.length === 0) return found;
  // One round trip: the nearest words by trigram distance (GiST KNN), then the exact typo count.
  // `<<->` (word-similarity distance), not `<->`: PGlite 0.5 with cube loaded returns no rows or
  // hangs on pg_trgm's similarity_dist, and for single words both rank the same neighbours.
  const rows = await db.select({ typed: sql<string>`q.typed`, word: sql<string>`s.word` }).from(
    sql`unnest(${sql.param(words)}::text[]) as q(typed) cross join lateral (
        select word from ${searchWords} order by q.typed <<-> word limit ${NEIGHBOURS}) s`,
  );
  const byWord = new Map<string, string[]>();
  for (const row of rows) {
    const list = byWord.get(row.typed) ?? [];
    list.push(row.word);
    byWord.set(row.typed, list);
  }
  for (const [typed, candidates] of byWord) {
    const close = corrections(typed, candidates);
    if (close.length > 0) found.set(typed, close);
  }
  return found;
}
