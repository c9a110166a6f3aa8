// The one door to an offer code's state (issue #41): '/api/offer-codes/validate' and the
// registration's code check both pass the address's budget of misses, so the form is no second
// oracle with a limit of its own.
import { OFFER_CODE_MESSAGES } from '@drd/shared/api/offer-codes';
import type { Db } from '../../db/client';
import { badRequest, conflict, tooManyRequests, type HttpError } from '../../lib/http-error';
import { limitAddress, release, reserve, type Budget } from '../auth/limits';
import { offerCodeState, type OfferCodeState } from './repository';

/**
 * Codes tried by one address that were not available: a free year is worth guessing for, so an
 * address gets as many misses as a sign-in (the same PostgreSQL counter, every instance).
 */
export const OFFER_CODE_ADDRESS_BUDGET: Budget = {
  kind: 'offer-code-address',
  max: 20,
  windowMs: 15 * 60_000,
};
export const OFFER_CODE_LIMIT_MESSAGE =
  'Demasiados intentos con códigos de oferta. Intenta de nuevo en unos minutos.';

/** The code's state, counted against the address; 429 in Spanish past the budget. */
export async function checkOfferCode(
  db: Db,
  ip: string,
  code: string,
  now: Date,
): Promise<OfferCodeState> {
  const address = limitAddress(ip);
  if ((await reserve(db, OFFER_CODE_ADDRESS_BUDGET, address, now)) === null) {
    throw tooManyRequests(OFFER_CODE_LIMIT_MESSAGE);
  }
  const state = await offerCodeState(db, code, now);
  // A code that works is no miss: only guesses spend the budget.
  if (state === 'available') await release(db, OFFER_CODE_ADDRESS_BUDGET, address);
  return state;
}

/** What the registration answers for a code that cannot be redeemed; null for one that can. */
export function offerCodeRefusal(state: OfferCodeState): HttpError | null {
  if (state === 'available') return null;
  if (state === 'used') return conflict(OFFER_CODE_MESSAGES.used);
  const message =
    state === 'expired' || state === 'revoked'
      ? OFFER_CODE_MESSAGES[state]
      : OFFER_CODE_MESSAGES.invalid;
  return badRequest(message, { offerCode: [message] });
}
