// One SQL condition per filter of /api/businesses/filter (opening hours, categories, distance),
// kept apart from the query that assembles them (where-clause.ts) so each rule reads on its own.
// Opening-hours rules mirror @drd/shared/opening-hours (a test checks both agree on every demo
// business at many clocks). The search's conditions are in search/.
import { eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { dominicanClock } from '@drd/shared/opening-hours';
import { dominicanDate } from '@drd/shared/hours-exceptions';
import { slugify } from '@drd/shared/slug';
import type { Weekday } from '@drd/shared/constants';
import { WEEKDAYS } from '@drd/shared/constants';
import { businesses } from '../../db/schema';
import { NO_OVERRIDES, type SpecialOverrides } from '../hours/special-filter';

const day = (weekday: Weekday, field: 'closed') =>
  sql`(${businesses.openingHours} -> ${weekday}::text ->> ${field}::text)`;
const notClosed = (weekday: Weekday) =>
  sql`(${businesses.openingHours} ? ${weekday}::text and ${day(weekday, 'closed')} is distinct from 'true')`;

/**
 * Not 'Cerrado temporalmente' today: never closed, or reopened by now (reopens_on compared with
 * today's Dominican date, so no job has to clear the flag). Both columns are in the index that
 * 'Abierto Ahora' reads alone.
 */
function notTemporarilyClosed(now: Date): SQL {
  return sql`(not ${businesses.temporarilyClosed} or ${businesses.reopensOn} <= ${dominicanDate(now)}::date)`;
}

/**
 * The week's answer, except for the businesses special hours decide today (answered beforehand,
 * hours/special-filter.ts); with none, the condition is the week's alone and as cheap as before.
 */
function withSpecial(week: SQL, affected: number[], open: number[]): SQL {
  if (affected.length === 0) return week;
  const ids = (list: number[]) => sql`${`{${list.join(',')}}`}::int[]`;
  return sql`((${week} and ${businesses.id} <> all(${ids(affected)})) or ${businesses.id} = any(${ids(open)}))`;
}

/**
 * 'Abierto Ahora': inside one of today's ranges, or inside yesterday's that ran past midnight,
 * all folded into the generated open_minutes column (db/open-minutes.ts), and not closed.
 */
export function openNowCondition(now: Date, special: SpecialOverrides = NO_OVERRIDES): SQL {
  const clock = dominicanClock(now);
  const minuteOfWeek = WEEKDAYS.indexOf(clock.weekday) * 24 * 60 + clock.minutes;
  const week = sql`${businesses.openMinutes} @> ${minuteOfWeek}::int`;
  return sql`(${withSpecial(week, special.affected, special.openNow)} and ${notTemporarilyClosed(now)})`;
}

/** 'Abierto Hoy': today's hours exist and the day is not marked closed (Dominican date). */
export function openTodayCondition(now: Date, special: SpecialOverrides = NO_OVERRIDES): SQL {
  const week = notClosed(dominicanClock(now).weekday);
  return sql`(${withSpecial(week, special.affected, special.openToday)} and ${notTemporarilyClosed(now)})`;
}

/**
 * The ids of the categories a `categories` filter names (by slug or exact name), from the list of
 * every category: the query then compares businesses.category_id with constants, which the
 * (category, place, default order) indexes serve; a join on categories could not use them.
 */
export function categoryIdsNamed(
  raw: string,
  all: readonly { id: number; slug: string; name: string }[],
): number[] | null {
  const entries = raw
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
  if (entries.length === 0) return null;
  const slugs = new Set(entries.map(slugify));
  const names = new Set(entries);
  return all.filter((c) => slugs.has(c.slug) || names.has(c.name)).map((c) => c.id);
}

/** businesses.category_id among `ids` (none: nothing matches, as an unknown name should). */
export function categoryIdsCondition(ids: number[]): SQL {
  if (ids.length === 0) return sql`false`;
  return ids.length === 1
    ? eq(businesses.categoryId, ids[0]!)
    : inArray(businesses.categoryId, ids);
}

/** A number, or a prepared statement's placeholder for one (near.ts prepares near me alone). */
type Num = number | Placeholder;

export const point = (lat: Num, lng: Num) => sql`ll_to_earth(${lat}::float8, ${lng}::float8)`;
export const businessPoint = sql`ll_to_earth(${businesses.lat}, ${businesses.lng})`;

/** earthdistance's earth(): the radius in meters of the sphere ll_to_earth and earth_box use. */
const EARTH_METERS = 6378168;

/**
 * The radius in meters; its chord, the straight line through the sphere between two points that
 * far apart along it (what cube_distance measures between ll_to_earth points); and the half-size of
 * a box wholly inside it: earth_box's cube shrunk by √3 (its corners lie √3 half-sides from the
 * centre), a little more for rounding.
 */
export function radiusMeters(radiusKm: number) {
  const meters = radiusKm * 1000;
  return {
    meters,
    chordMeters: 2 * EARTH_METERS * Math.sin(meters / (2 * EARTH_METERS)),
    innerMeters: (meters / Math.sqrt(3)) * 0.999,
  };
}

/**
 * Within `meters` (its chord, radiusMeters); earth_box lets the GiST index on ll_to_earth(lat, lng)
 * do the work. The chord against cube_distance is earth_distance <= meters without earth_distance's
 * SQL function call per business, and the point is computed once (a sub-select) even in a prepared
 * statement's generic plan, where a parameter's ll_to_earth is not folded (decision 039).
 */
export function withinMeters(lat: Num, lng: Num, meters: Num, chordMeters: Num): SQL {
  return sql`(${businesses.lat} is not null and ${businesses.lng} is not null
    and earth_box(${point(lat, lng)}, ${meters}::float8) @> ${businessPoint}
    and cube_distance((select ${point(lat, lng)}), ${businessPoint}) <= ${chordMeters}::float8)`;
}

/**
 * Within the box of half-size `innerMeters` (radiusMeters), every point of which is within the
 * radius. The index alone answers it, with no distance measured per business, so a dense city's
 * count can stop here (near.ts).
 */
export function surelyWithinMeters(lat: Num, lng: Num, innerMeters: Num): SQL {
  return sql`(${businesses.lat} is not null and ${businesses.lng} is not null
    and earth_box(${point(lat, lng)}, ${innerMeters}::float8) @> ${businessPoint})`;
}

export function radiusCondition(lat: number, lng: number, radiusKm: number) {
  const { meters, chordMeters } = radiusMeters(radiusKm);
  return withinMeters(lat, lng, meters, chordMeters);
}

export const surelyWithinCondition = (lat: number, lng: number, radiusKm: number) =>
  surelyWithinMeters(lat, lng, radiusMeters(radiusKm).innerMeters);
