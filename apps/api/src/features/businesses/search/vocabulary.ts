// The search vocabulary (search_words): kept in step with the search documents, and asked which
// directory words a typed word may have meant.
import { inArray, sql, type SQL } from 'drizzle-orm';
import { corrections, lookupKeys, typoBudget, type Correction } from '@drd/shared/typos';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/raw';
import { searchWordKeys, searchWords } from '../../../db/schema';

// Shorter words are never corrected to (a 5-letter word may lose at most one letter).
const MIN_WORD_LENGTH = 3;
// Trigram neighbours examined per word that may carry two typos; the budget keeps the close ones.
const NEIGHBOURS = 24;

/**
 * Adds the words of the given businesses' documents, each under its deletion keys (the word and
 * every form of it with one letter dropped, as deletionKeys in @drd/shared/typos); with no ids,
 * rebuilds the whole vocabulary so words of removed text disappear. A word left behind by an edit
 * only costs a correction that finds nothing, so partial refreshes do not look for stale words.
 */
export async function refreshVocabulary(db: Db, ids?: number[]): Promise<void> {
  if (ids && ids.length === 0) return;
  const add = (where: SQL) => sql`with added as (
      insert into ${searchWords} (word)
      select distinct w from businesses b, regexp_split_to_table(b.search_document, '[^a-z0-9]+') w
      where length(w) >= ${MIN_WORD_LENGTH} ${where}
      on conflict do nothing returning word)
    insert into ${searchWordKeys} (key, word)
    select word, word from added
    union
    select left(word, i - 1) || substr(word, i + 1), word from added, generate_series(1, length(word)) i
    on conflict do nothing`;
  if (ids) {
    await db.execute(add(sql`and ${inArray(sql`b.id`, ids)}`));
    return;
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from ${searchWordKeys}`);
    await tx.execute(sql`delete from ${searchWords}`);
    await tx.execute(add(sql``));
  });
}

interface LookupRow {
  /** Set on the typed words' own rows, null on candidates. */
  typed: string | null;
  word: string | null;
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
  const keys = [...new Set(words.flatMap(lookupKeys))];
  const twoTypos = words.filter((w) => typoBudget(w) > 1);
  // One round trip: the words sharing a deletion key with a typed word (every word within one
  // typo, at any length); for words that may carry two typos, also their nearest words by trigram
  // distance (GiST KNN); and the typed words' own stems. `<<->` (word-similarity distance), not
  // `<->`: PGlite 0.5 with cube loaded returns no rows or hangs on pg_trgm's similarity_dist.
  const rows = await queryRows<LookupRow>(
    db,
    sql`select null as typed, k.word, ${stemOf(sql`k.word`)} as stem from (
        select distinct word from ${searchWordKeys} where key = any(${sql.param(keys)}::text[])) k
      union all
      select null, s.word, ${stemOf(sql`s.word`)} from unnest(${sql.param(twoTypos)}::text[]) q(typed)
      cross join lateral (
        select word from ${searchWords} order by q.typed <<-> word limit ${NEIGHBOURS}) s
      union all
      select t, null, ${stemOf(sql`t`)} from unnest(${sql.param(words)}::text[]) t`,
  );
  const candidates = rows.flatMap((r) => (r.word === null ? [] : [{ word: r.word, stem: r.stem }]));
  for (const row of rows) {
    if (row.typed === null) continue;
    const close = corrections({ word: row.typed, stem: row.stem }, candidates);
    if (close.length > 0) found.set(row.typed, close);
  }
  return found;
}
