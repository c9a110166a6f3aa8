// The search vocabulary (search_words): kept in step with the search documents, and asked which
// directory words a typed word may have meant.
import { inArray, sql, type SQL } from 'drizzle-orm';
import { corrections, lookupKeys, typoBudget, type Correction } from '@drd/shared/typos';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/raw';
import { searchWords } from '../../../db/schema';

// Shorter words are never corrected to (a 5-letter word may lose at most one letter).
const MIN_WORD_LENGTH = 3;
// Trigram neighbours examined per word that may carry two typos; the budget keeps the close ones.
const NEIGHBOURS = 24;

/** The word and each form of it with one letter dropped, as deletionKeys in @drd/shared/typos. */
const deletionKeysSql = (word: SQL) =>
  sql`array_prepend(${word}, array(
    select left(${word}, i - 1) || substr(${word}, i + 1) from generate_series(1, length(${word})) i))`;

/**
 * Adds the words of the given businesses' documents; with no ids, rebuilds the whole vocabulary
 * so words of removed text disappear. A word left behind by an edit only costs a correction that
 * finds nothing, so partial refreshes do not look for stale words.
 */
export async function refreshVocabulary(db: Db, ids?: number[]): Promise<void> {
  if (ids && ids.length === 0) return;
  const select = (where: SQL) => sql`insert into ${searchWords} (word, keys)
    select w, ${deletionKeysSql(sql`w`)} from (
      select distinct w from businesses b, regexp_split_to_table(b.search_document, '[^a-z0-9]+') w
      where length(w) >= ${MIN_WORD_LENGTH} ${where}) words
    on conflict do nothing`;
  if (ids) {
    await db.execute(select(sql`and ${inArray(sql`b.id`, ids)}`));
    return;
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from ${searchWords}`);
    await tx.execute(select(sql``));
  });
}

interface CandidateRow {
  typed: string;
  typed_stem: string;
  word: string;
  stem: string;
}

const stemOf = (word: SQL) => sql`array_to_string(ts_lexize('spanish_stem', ${word}), ' ')`;

/**
 * For each typed word, the vocabulary words it may have meant (absent when none): in its other
 * number, or within its typo budget (@drd/shared/typos).
 */
export async function findCorrections(db: Db, words: string[]): Promise<Map<string, Correction[]>> {
  const found = new Map<string, Correction[]>();
  if (words.length === 0) return found;
  const pairs = words.flatMap((typed) => lookupKeys(typed).map((key) => [typed, key] as const));
  const twoTypos = words.filter((w) => typoBudget(w) > 1);
  // One round trip. Every word within one typo shares a deletion key with the typed word (GIN
  // lookup, exact at any length); a second typo in a long word is found among its nearest words by
  // trigram distance (GiST KNN). `<<->` (word-similarity distance), not `<->`: PGlite 0.5 with
  // cube loaded returns no rows or hangs on pg_trgm's similarity_dist.
  const rows = await queryRows<CandidateRow>(
    db,
    sql`with k as (
        select typed, array_agg(key) as keys
        from unnest(${sql.param(pairs.map((p) => p[0]))}::text[],
                    ${sql.param(pairs.map((p) => p[1]))}::text[]) as p(typed, key)
        group by typed),
      candidates as (
        select k.typed, s.word from k cross join lateral (
          select word from ${searchWords} where ${searchWords.keys} && k.keys) s
        union
        select q.typed, s.word from unnest(${sql.param(twoTypos)}::text[]) as q(typed)
        cross join lateral (
          select word from ${searchWords} order by q.typed <<-> word limit ${NEIGHBOURS}) s)
      select typed, ${stemOf(sql`typed`)} as typed_stem, word, ${stemOf(sql`word`)} as stem
      from candidates`,
  );
  const byWord = new Map<string, CandidateRow[]>();
  for (const row of rows) byWord.set(row.typed, [...(byWord.get(row.typed) ?? []), row]);
  for (const [typed, candidates] of byWord) {
    const close = corrections({ word: typed, stem: candidates[0]!.typed_stem }, candidates);
    if (close.length > 0) found.set(typed, close);
  }
  return found;
}
