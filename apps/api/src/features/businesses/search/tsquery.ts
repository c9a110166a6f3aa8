// The full-text query of a search: the typed term normalised, its synonym variants, and each
// word's corrections from the vocabulary as alternatives.
import { sql, type SQL } from 'drizzle-orm';
import { normalizeText } from '@drd/shared/slug';
import { searchVariants } from '@drd/shared/synonyms';
import { SEARCH_MIN_LENGTH } from '@drd/shared/constants';
import type { Correction } from '@drd/shared/typos';
import { businesses } from '../../../db/schema';

const wordsOf = (term: string) => term.split(/[^a-z0-9]+/).filter((w) => w.length > 0);

type Corrections = ReadonlyMap<string, readonly Correction[]>;

/**
 * Every word must match; the last one also as a prefix so 'farm' finds 'farmacia' while typing.
 * Each word's corrections with at most `maxTypos` typos are alternatives to it.
 */
function toTsquery(term: string, corrections: Corrections, maxTypos: number): string | null {
  const words = wordsOf(term);
  if (words.length === 0) return null;
  return words
    .map((w, i) => {
      const alternatives = [
        i === words.length - 1 ? `${w}:*` : w,
        ...(corrections.get(w) ?? []).filter((c) => c.typos <= maxTypos).map((c) => c.word),
      ];
      return `(${alternatives.join(' | ')})`;
    })
    .join(' & ');
}

/** The normalised term and its synonym variants, or null when too short to count. */
export function searchTerms(raw: string | undefined): string[] | null {
  const term = normalizeText(raw ?? '');
  if (term.length < SEARCH_MIN_LENGTH) return null;
  return searchVariants(term);
}

/** The words of the variants worth looking up in the vocabulary (its own minimum length). */
export function correctableWords(variants: string[]): string[] {
  return [...new Set(variants.flatMap(wordsOf))].filter((w) => w.length >= SEARCH_MIN_LENGTH);
}

/**
 * A search as the database sees it: the full-text query with each word's corrections as
 * alternatives, and the same query with only the typo-free ones (the other number), so exact
 * matches can rank above typo matches.
 */
export function prepareSearch(variants: string[], corrections: Corrections = new Map()) {
  const queries = variants.flatMap((term) => {
    const exact = toTsquery(term, corrections, 0);
    return exact ? [{ exact, tolerant: toTsquery(term, corrections, Infinity)! }] : [];
  });
  if (queries.length === 0) return null;
  const or = (key: 'exact' | 'tolerant') => queries.map((q) => `(${q[key]})`).join(' | ');
  return {
    tsquery: or('tolerant'),
    exactTsquery: or('exact'),
    corrected: [...corrections.values()].some((list) => list.some((c) => c.typos > 0)),
  };
}

export type PreparedSearch = NonNullable<ReturnType<typeof prepareSearch>>;

export const matches = (tsquery: string) =>
  sql`${businesses.searchVector} @@ to_tsquery('spanish', ${tsquery})`;

/** Full-text: stemmed, the last word as a prefix, typos corrected, synonyms as alternatives. */
export function searchCondition(search: PreparedSearch): SQL {
  return matches(search.tsquery);
}

/** Whether the business's name, not only its document, matches (see businesses.name_vector). */
export const nameMatches = (tsquery: string) =>
  sql`${businesses.nameVector} @@ to_tsquery('spanish', ${tsquery})`;
