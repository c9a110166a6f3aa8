// The special dates a card or profile carries: the approved ones from yesterday (a night past
// midnight) to `days` ahead, for the status line's 'abre …' and the profile's JSON-LD.
import type { BusinessCard } from '@drd/shared/api/businesses';
import { dominicanDate } from '@drd/shared/hours-exceptions';
import type { Db } from '../../db/client';
import { specialHoursOf } from './special-repository';

/** Cards' status lines look a week ahead at most (nextOpeningAfterToday). */
export const CARD_SPECIAL_DAYS = 7;
/** The profile lists and marks up the coming year. */
export const PROFILE_SPECIAL_DAYS = 366;

export async function withSpecialHours<C extends BusinessCard>(
  db: Db,
  cards: C[],
  now: Date,
  days = CARD_SPECIAL_DAYS,
): Promise<C[]> {
  const found = await specialHoursOf(
    db,
    cards.map((c) => c.id),
    dominicanDate(now, -1),
    dominicanDate(now, days),
  );
  return cards.map((c) => ({ ...c, special: found.get(c.id) ?? [] }));
}
