// SQL conditions and orderings for /api/businesses/filter, kept apart from the query that runs
// them so each rule reads on its own. Opening-hours rules mirror @drd/shared/opening-hours
// (a test checks both agree on every demo business at many clocks).
import { inArray, or, sql, type SQL } from 'drizzle-orm';
import { dominicanClock } from '@drd/shared/opening-hours';
import { normalizeText, slugify } from '@drd/shared/slug';
import { searchVariants } from '@drd/shared/synonyms';
import type { Weekday } from '@drd/shared/constants';
import { SEARCH_MIN_LENGTH } from '@drd/shared/constants';
import { businesses, categories } from '../../db/schema';

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const day = (weekday: Weekday, field: 'open' | 'close' | 'closed') =>
  sql`(${businesses.openingHours} -> ${weekday}::text ->> ${field}::text)`;
const notClosed = (weekday: Weekday) =>
  sql`(${businesses.openingHours} ? ${weekday}::text and ${day(weekday, 'closed')} is distinct from 'true')`;

/** 'Abierto Ahora': inside today's window, or inside yesterday's window that ran past midnight. */
export function openNowCondition(now: Date): SQL {
  const clock = dominicanClock(now);
  const t = hhmm(clock.minutes);
  const open = day(clock.weekday, 'open');
  const close = day(clock.weekday, 'close');
  const prevOpen = day(clock.previousWeekday, 'open');
  const prevClose = day(clock.previousWeekday, 'close');
  return sql`((${notClosed(clock.weekday)} and (
      ${open} = ${close}
      or (${open} < ${close} and ${t} >= ${open} and ${t} < ${close})
      or (${close} < ${open} and ${t} >= ${open})))
    or (${notClosed(clock.previousWeekday)} and ${prevClose} < ${prevOpen} and ${t} < ${prevClose}))`;
}

/** 'Abierto Hoy': today's hours exist and the day is not marked closed (Dominican date). */
export function openTodayCondition(now: Date): SQL {
  return notClosed(dominicanClock(now).weekday);
}

function toTsquery(term: string): string | null {
  const words = term.split(/[^a-z0-9]+/).filter((w) => w.length > 0);
  if (words.length === 0) return null;
  // Every word must match; the last one as a prefix so 'farm' finds 'farmacia' while typing.
  return words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
}

/** A search term as the database sees it, or null when it is too short to count (spec §5). */
export function prepareSearch(raw: string | undefined) {
  const term = normalizeText(raw ?? '');
  if (term.length < SEARCH_MIN_LENGTH) return null;
  // The term and its local synonyms ('botica' also searches 'farmacia').
  const variants = searchVariants(term).flatMap((variant) => {
    const tsquery = toTsquery(variant);
    return tsquery ? [{ term: variant, tsquery }] : [];
  });
  const first = variants[0];
  if (!first) return null;
  return { term, tsquery: variants.map((v) => `(${v.tsquery})`).join(' | '), variants };
}

export type PreparedSearch = NonNullable<ReturnType<typeof prepareSearch>>;

// One typo in a word of 8 letters ('farmasia') scores ~0.56 against the right word; the
// operator form (<%) would use the index but its threshold is a session setting fixed at 0.6.
// Issue #5 (search at 100,000 businesses) replaces this with a corrected-vocabulary lookup.
const TYPO_SIMILARITY = 0.5;

export function searchCondition(search: PreparedSearch): SQL {
  const likes = search.variants.map((v) => sql`${businesses.searchDocument} like ${`%${v.term}%`}`);
  return sql`(${businesses.searchVector} @@ to_tsquery('spanish', ${search.tsquery})
    or ${sql.join(likes, sql` or `)}
    or word_similarity(${search.term}, ${businesses.searchDocument}) >= ${TYPO_SIMILARITY})`;
}

/** Relevance: a name match first, then full-text rank, then closeness of spelling. */
export function searchOrder(search: PreparedSearch): SQL[] {
  return [
    sql`(lower(unaccent(${businesses.name})) like ${`%${search.term}%`}) desc`,
    sql`ts_rank(${businesses.searchVector}, to_tsquery('spanish', ${search.tsquery})) desc`,
    sql`word_similarity(${search.term}, ${businesses.searchDocument}) desc`,
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

export function distanceKm(lat: number, lng: number): SQL<number> {
  return sql<number>`(earth_distance(${point(lat, lng)}, ${businessPoint}) / 1000.0)`;
}

/** Within the radius; earth_box lets the GiST index on ll_to_earth(lat, lng) do the work. */
export function radiusCondition(lat: number, lng: number, radiusKm: number): SQL {
  const meters = radiusKm * 1000;
  return sql`(${businesses.lat} is not null and ${businesses.lng} is not null
    and earth_box(${point(lat, lng)}, ${meters}) @> ${businessPoint}
    and earth_distance(${point(lat, lng)}, ${businessPoint}) <= ${meters})`;
}

/** Highlighted first, then plan tier (5 Élite … 1 Afiliado), then visits, then name. */
export const defaultOrder: SQL[] = [
  sql`${businesses.isHighlighted} desc`,
  sql`${businesses.packageId} desc`,
  sql`${businesses.visitCount} desc`,
  sql`${businesses.name} asc`,
  sql`${businesses.id} asc`,
];
