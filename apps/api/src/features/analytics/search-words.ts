// The words of the search a visitor came from, kept minimally: lower-case words of 3 to 30
// letters, at most five of a search, no common Spanish filler words, and only the visitor's
// random id (never an address or an account) to count distinct visitors.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { businessSearchWords } from '../../db/schema';
import { localDate } from './dates';

const FILLER = new Set(['las', 'los', 'del', 'con', 'por', 'para', 'una', 'uno', 'que', 'cerca']);
const MAX_WORDS = 5;

export function searchWords(search: string): string[] {
  const words = search
    .toLocaleLowerCase('es')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3 && w.length <= 30 && !FILLER.has(w));
  return [...new Set(words)].slice(0, MAX_WORDS);
}

export async function recordSearchWords(
  db: Db,
  input: { businessId: number; visitorId: string; search: string; now: Date },
): Promise<void> {
  const words = searchWords(input.search);
  if (words.length === 0) return;
  await db
    .insert(businessSearchWords)
    .values(
      words.map((word) => ({
        businessId: input.businessId,
        day: localDate(input.now),
        word,
        visitorId: input.visitorId,
      })),
    )
    .onConflictDoNothing();
}

/** Minimum distinct visitors before a word is shown: one person's searches never identify them. */
export const SEARCH_WORD_MIN_VISITORS = 3;

export async function topSearchWords(
  db: Db,
  businessId: number,
  from: string,
  to: string,
): Promise<{ word: string; visitors: number }[]> {
  return queryRows(
    db,
    sql`select word, count(distinct visitor_id)::int as visitors from ${businessSearchWords}
        where business_id = ${businessId} and day between ${from}::date and ${to}::date
        group by word having count(distinct visitor_id) >= ${SEARCH_WORD_MIN_VISITORS}
        order by visitors desc, word limit 20`,
  );
}
