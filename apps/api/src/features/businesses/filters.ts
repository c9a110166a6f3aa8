// SQL conditions and orderings for /api/businesses/filter, kept apart from the query that runs
// them so each rule reads on its own. Opening-hours rules mirror @drd/shared/opening-hours
// (a test checks both agree on every demo business at many clocks).
import { inArray, or, sql, type SQL } from 'drizzle-orm';
import { dominicanClock } from '@drd/shared/opening-hours';
import { normalizeText, slugify } from '@drd/shared/slug';
import { searchVariants } from '@drd/shared/synonyms';
import type { Weekday } from '@drd/shared/constants';
import { SEARCH_MIN_LENGTH, WEEKDAYS } from '@drd/shared/constants';
import type { Correction } from '@drd/shared/typos';
import { businesses, categories } from '../../db/schema';

const day = (weekday: Weekday, field: 'open' | 'close' | 'closed') =>
  sql`(${businesses.openingHours} -> ${weekday}::text ->> ${field}::text)`;
const notClosed = (weekday: Weekday) =>
  sql`(${businesses.openingHours} ? ${weekday}::text and ${day(weekday, 'closed')} is distinct from 'true')`;

/**
 * 'Abierto Ahora': inside today's window, or inside yesterday's window that ran past midnight,
 * both folded into the generated open_minutes column (db/open-minutes.ts), GiST-indexed.
 */
export function openNowCondition(now: Date): SQL {
  const clock = dominicanClock(now);
  const minuteOfWeek = WEEKDAYS.indexOf(clock.weekday) * 24 * 60 + clock.minutes;
  return sql`${businesses.openMinutes} @> ${minuteOfWeek}::int`;
}

/** 'Abierto Hoy': today's hours exist and the day is not marked closed (Dominican date). */
export function openTodayCondition(now: Date): SQL {
  return notClosed(dominicanClock(now).weekday);
}

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

/** The normalised term and its synonym variants, or null when too short to count (spec §5). */
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
const nameMatches = (tsquery: string) =>
  sql`${businesses.nameVector} @@ to_tsquery('spanish', ${tsquery})`;

/**
 * Relevance as issue #5 and DESIGN.md state it: exact words above typo matches, the way
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

export function categoriesCondition(raw: string): SQL | null {
  const entries = raw
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
  if (entries.length === 0) return null;
  const slugs = entries.map(slugify);
  return or(inArray(categories.slug, slugs), inArray(categories.name, entries)) ?? null;
}

export const point = (lat: number, lng: number) => sql`ll_to_earth(${lat}, ${lng})`;
const businessPoint = sql`ll_to_earth(${businesses.lat}, ${businesses.lng})`;

/**
 * Nearest first, as the GiST index on ll_to_earth(lat, lng) walks it (a KNN scan): straight-line
 * distance through the earth orders points as the distance along its surface does, so the
 * twelve nearest come without measuring every business in the radius.
 */
export function nearestFirst(lat: number, lng: number): SQL {
  return sql`${businessPoint} <-> ${point(lat, lng)}`;
}

/** Within the radius; earth_box lets the GiST index on ll_to_earth(lat, lng) do the work. */
export function radiusCondition(lat: number, lng: number, radiusKm: number): SQL {
  const meters = radiusKm * 1000;
  return sql`(${businesses.lat} is not null and ${businesses.lng} is not null
    and earth_box(${point(lat, lng)}, ${meters}) @> ${businessPoint}
    and earth_distance(${point(lat, lng)}, ${businessPoint}) <= ${meters})`;
}

/**
 * Highlighted first, then plan tier (5 Élite … 1 Afiliado), then visits, then name. Spelled
 * exactly as businesses_default_order_idx (drizzle-kit writes DESC NULLS LAST there): a plain
 * DESC means NULLS FIRST and the planner would sort the whole table instead of reading the index.
 */
export const defaultOrder: SQL[] = [
  sql`${businesses.isHighlighted} desc nulls last`,
  sql`${businesses.packageId} desc nulls last`,
  sql`${businesses.visitCount} desc nulls last`,
  sql`${businesses.name} asc`,
  sql`${businesses.id} asc`,
];

/**
 * The default order with its first key written so that no index serves it (is_highlighted is
 * never null, so `not is_highlighted` sorts the same): the database then sorts the matches it
 * found instead of walking the order index to find them (see ranked-page.ts).
 */
export const sortedDefaultOrder: SQL[] = [
  sql`not ${businesses.isHighlighted}`,
  ...defaultOrder.slice(1),
];
