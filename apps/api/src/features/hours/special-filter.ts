// Special hours in 'Abierto ahora/hoy'. The few businesses with an approved special date today or
// yesterday (yesterday's night may run past midnight) are answered by the shared pure functions,
// the same ones the status line uses; everyone else keeps the indexed open_minutes test.
import { inArray } from 'drizzle-orm';
import { dominicanDate, type SpecialHours } from '@drd/shared/hours-exceptions';
import { isOpenAt, isOpenOnDay, toOpeningHours } from '@drd/shared/opening-hours';
import type { Db } from '../../db/client';
import { businesses } from '../../db/schema';
import type { QueryCache } from '../../lib/query-cache';
import { cacheKeys } from '../../lib/query-cache-keys';
import { specialHoursAround } from './special-repository';

export interface SpecialOverrides {
  /** Businesses whose week does not decide alone now. */
  affected: number[];
  /** Of those, the ones open now, and the ones open today. */
  openNow: number[];
  openToday: number[];
}

export const NO_OVERRIDES: SpecialOverrides = { affected: [], openNow: [], openToday: [] };

export function specialOverrides(db: Db, cache: QueryCache, now: Date): Promise<SpecialOverrides> {
  return cache.get(cacheKeys.specialOverrides(now), async () => {
    const found = await specialHoursAround(db, dominicanDate(now, -1), dominicanDate(now));
    if (found.length === 0) return NO_OVERRIDES;
    const special = new Map<number, SpecialHours[]>();
    for (const { businessId, special: s } of found) {
      special.set(businessId, [...(special.get(businessId) ?? []), s]);
    }
    const weeks = await db
      .select({ id: businesses.id, openingHours: businesses.openingHours })
      .from(businesses)
      .where(inArray(businesses.id, [...special.keys()]));
    const result: SpecialOverrides = { affected: [], openNow: [], openToday: [] };
    for (const { id, openingHours } of weeks) {
      const hours = toOpeningHours(openingHours);
      const exceptions = { special: special.get(id) };
      result.affected.push(id);
      if (isOpenAt(hours, now, exceptions)) result.openNow.push(id);
      if (isOpenOnDay(hours, now, exceptions)) result.openToday.push(id);
    }
    return result;
  });
}
