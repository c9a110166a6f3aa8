import { GEOCODE_MESSAGES, type GeocodeAnswer } from '@drd/shared/api/geocode';
import type { Db } from '../../db/client';
import { tooManyRequests } from '../../lib/http-error';
import { limitAddress, reserve, type Budget } from '../auth/limits';
import { geocode, type GeocoderOptions } from './client';
import { cacheAnswer, readCachedAnswer } from './repository';

/**
 * Lookups the geocoder answers (cache misses) per address: every instance shares one request a
 * second upstream, so one script of new queries would make everyone else's search wait.
 */
export const GEOCODE_BUDGET: Budget = { kind: 'geocode-address', max: 30, windowMs: 10 * 60_000 };

/** A cached answer when there is one; otherwise the geocoder's, kept for the next search. */
export async function geocodeCached(
  db: Db,
  options: GeocoderOptions,
  request: { q: string; ip: string },
  now: Date,
): Promise<GeocodeAnswer> {
  const { q } = request;
  const cached = await readCachedAnswer(db, q, now);
  if (cached) return cached;
  if ((await reserve(db, GEOCODE_BUDGET, limitAddress(request.ip), now)) === null) {
    throw tooManyRequests(GEOCODE_MESSAGES.tooMany);
  }
  const answer = await geocode(db, options, q);
  await cacheAnswer(db, q, answer, now);
  return answer;
}
