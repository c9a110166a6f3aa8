// One SQL condition per filter of /api/businesses/filter (opening hours, categories, distance),
// kept apart from the query that assembles them (where-clause.ts) so each rule reads on its own.
// Opening-hours rules mirror @drd/shared/opening-hours (a test checks both agree on every demo
// business at many clocks). The search's conditions are in search/.
import { inArray, or, sql, type SQL } from 'drizzle-orm';
import { dominicanClock } from '@drd/shared/opening-hours';
import { slugify } from '@drd/shared/slug';
import type { Weekday } from '@drd/shared/constants';
import { WEEKDAYS } from '@drd/shared/constants';
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
export const businessPoint = sql`ll_to_earth(${businesses.lat}, ${businesses.lng})`;

/** Within the radius; earth_box lets the GiST index on ll_to_earth(lat, lng) do the work. */
export function radiusCondition(lat: number, lng: number, radiusKm: number): SQL {
  const meters = radiusKm * 1000;
  return sql`(${businesses.lat} is not null and ${businesses.lng} is not null
    and earth_box(${point(lat, lng)}, ${meters}) @> ${businessPoint}
    and earth_distance(${point(lat, lng)}, ${businessPoint}) <= ${meters})`;
}
