// How far ahead a card or profile carries approved special dates, from yesterday (a night past
// midnight) on: for the status line's 'abre …' and the profile's JSON-LD. The card's own statement
// reads them (features/businesses/cards.ts).

/** Cards' status lines look a week ahead at most (nextOpeningAfterToday). */
export const CARD_SPECIAL_DAYS = 7;
/** The profile lists and marks up the coming year. */
export const PROFILE_SPECIAL_DAYS = 366;
