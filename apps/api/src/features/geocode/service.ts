import type { GeocodeAnswer } from '@drd/shared/api/geocode';
import type { Db } from '../../db/client';
import { geocode, type GeocoderOptions } from './client';
import { cacheAnswer, readCachedAnswer } from './repository';

/** A cached answer when there is one; otherwise the geocoder's, kept for the next search. */
export async function geocodeCached(
  db: Db,
  options: GeocoderOptions,
  q: string,
  now: Date,
): Promise<GeocodeAnswer> {
  const cached = await readCachedAnswer(db, q, now);
  if (cached) return cached;
  const answer = await geocode(db, options, q);
  await cacheAnswer(db, q, answer, now);
  return answer;
}
