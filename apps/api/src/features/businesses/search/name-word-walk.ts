// The first relevance tier (a name match) of a common word, read in the default order from
// business_name_words, whose btree is led by the word: 'farmacia' at 1,000,000 read ~60 buffers
// this way instead of 14,800 walking the whole order index (docs/decisions/034).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/raw';
import { businessNameWords, businesses, categories } from '../../../db/schema';
import type { QueryCache } from '../../../lib/query-cache';
import { cacheKeys } from '../../../lib/query-cache-keys';
import { leadingNameWords } from './name-words';

/**
 * A prefix ('farm:*') may start many lexemes, and each is one more descent of the index: past
 * this many the old walk down the order index serves the (then very broad) word.
 */
const MAX_LEXEMES = 32;

/**
 * The walk reads a lexeme's entries in order until the page is full; when only one in this many
 * of them is a match (other filters, or the query's other words), sorting the matches costs less.
 */
const ENTRIES_PER_MATCH = 10;

/** The lexemes a name match of `tsquery` needs one of; null when no short list exists. */
async function lexemesFor(db: Db, cache: QueryCache, tsquery: string) {
  const words = await cache.get(cacheKeys.nameWords(tsquery), async () => {
    const [row] = await queryRows<{ q: string }>(
      db,
      sql`select to_tsquery('spanish', ${tsquery})::text as q`,
    );
    return leadingNameWords(row?.q ?? '');
  });
  if (!words) return null;
  const exact = words.filter((w) => !w.prefix).map((w) => w.lexeme);
  const prefixes = words.filter((w) => w.prefix).map((w) => w.lexeme);
  if (prefixes.length === 0) return exact;
  // Every lexeme a prefix starts, one index descent each (a loose scan), read on every request:
  // a new name's word is found at once. Lexemes are [a-z0-9] text, contiguous in any collation.
  const rows = await queryRows<{ lexeme: string }>(
    db,
    sql`with recursive p(prefix, lexeme) as (
        select prefix, (select min(lexeme) from ${businessNameWords} where lexeme >= prefix)
        from unnest(${sql.param(prefixes)}::text[]) as prefix
        union all
        select prefix, (select min(lexeme) from ${businessNameWords} where lexeme > p.lexeme)
        from p where starts_with(p.lexeme, p.prefix))
      select lexeme from p where starts_with(lexeme, prefix) limit ${MAX_LEXEMES + 1}`,
  );
  const all = [...new Set([...exact, ...rows.map((r) => r.lexeme)])];
  return all.length > MAX_LEXEMES ? null : all;
}

const orderOf = (t: string) =>
  sql.raw(`${t}.is_highlighted desc nulls last, ${t}.package_id desc nulls last,
    ${t}.visit_count desc nulls last, ${t}.name asc, ${t}.business_id asc`);

export interface NameTierPage {
  /** The query whose name matches are the tier (tiers.ts nameTierQuery). */
  tsquery: string;
  /** The tier's condition and the filter's others. */
  where: SQL | undefined;
  byCategory: boolean;
  /** How many matches the tier holds (cached count). */
  size: number;
  limit: number;
  offset: number;
}

/**
 * The tier's page in the default order from the word rows, or null when they cannot serve it
 * (no short list of words, or too few of their entries match: the caller sorts or walks).
 * Each word's entries are read in order up to the page's end, joined to their business to
 * check every condition; the few rows found are merged. The word rows hold the order's keys,
 * kept exact by triggers, so this is the order a sort by them gives.
 */
export async function nameTierPageIds(
  db: Db,
  cache: QueryCache,
  page: NameTierPage,
): Promise<number[] | null> {
  const lexemes = await lexemesFor(db, cache, page.tsquery);
  if (!lexemes) return null;
  if (lexemes.length === 0) return [];
  const entries = await cache.get(cacheKeys.nameWordEntries(lexemes), async () => {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${businessNameWords}
        where lexeme = any(${sql.param(lexemes)}::text[])`,
    );
    return row?.n ?? 0;
  });
  if (entries > page.size * ENTRIES_PER_MATCH) return null;
  const joinCategories = page.byCategory
    ? sql`join ${categories} on ${categories.id} = ${businesses.categoryId}`
    : sql``;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select m.business_id as id from (
        select distinct m.* from unnest(${sql.param(lexemes)}::text[]) as l(lexeme)
        cross join lateral (
          select w.business_id, w.is_highlighted, w.package_id, w.visit_count, w.name
          from ${businessNameWords} w join ${businesses} on ${businesses.id} = w.business_id
          ${joinCategories}
          where w.lexeme = l.lexeme and ${page.where ?? sql`true`}
          order by ${orderOf('w')} limit ${page.offset + page.limit}) m) m
      order by ${orderOf('m')} limit ${page.limit} offset ${page.offset}`,
  );
  return rows.map((r) => Number(r.id));
}
