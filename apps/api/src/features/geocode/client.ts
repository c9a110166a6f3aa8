// Calls a Nominatim-compatible search: the Dominican Republic first, then anywhere. Outside
// failures become Spanish 502/503 answers, never a 500.
import { setTimeout as sleep } from 'node:timers/promises';
import { GEOCODE_MESSAGES, type GeocodeAnswer, type GeocodeResult } from '@drd/shared/api/geocode';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { reserveSlot } from './repository';

// Nominatim's usage policy: at most one request per second from the whole application.
const INTERVAL_MS = 1000;
const MAX_WAIT_MS = 5000;
const TIMEOUT_MS = 8000;
const LIMIT = 5;

export interface GeocoderOptions {
  url: string;
  userAgent: string;
}

interface NominatimPlace {
  lat?: unknown;
  lon?: unknown;
  display_name?: unknown;
}

function toResults(body: unknown): GeocodeResult[] {
  if (!Array.isArray(body)) throw new HttpError(502, GEOCODE_MESSAGES.badAnswer);
  return (body as NominatimPlace[]).flatMap((place) => {
    const lat = Number(place.lat);
    const lng = Number(place.lon);
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) return [];
    return [
      { lat, lng, displayName: typeof place.display_name === 'string' ? place.display_name : '' },
    ];
  });
}

async function search(
  db: Db,
  options: GeocoderOptions,
  q: string,
  countryCodes?: string,
): Promise<GeocodeResult[]> {
  const slot = await reserveSlot(db, 'geocoder', INTERVAL_MS, MAX_WAIT_MS);
  if (!slot) throw new HttpError(503, GEOCODE_MESSAGES.busy);
  if (slot.waitMs > 0) await sleep(slot.waitMs);
  const url = new URL(options.url);
  url.searchParams.set('q', q);
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('limit', String(LIMIT));
  url.searchParams.set('accept-language', 'es');
  if (countryCodes) url.searchParams.set('countrycodes', countryCodes);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { 'User-Agent': options.userAgent, Accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new HttpError(503, GEOCODE_MESSAGES.unavailable);
  }
  if (!response.ok) throw new HttpError(502, GEOCODE_MESSAGES.badAnswer);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new HttpError(502, GEOCODE_MESSAGES.badAnswer);
  }
  return toResults(body);
}

export async function geocode(db: Db, options: GeocoderOptions, q: string): Promise<GeocodeAnswer> {
  if (!options.url) throw new HttpError(503, GEOCODE_MESSAGES.unavailable);
  const local = await search(db, options, q, 'do');
  if (local.length > 0) return { results: local, scope: 'do' };
  return { results: await search(db, options, q), scope: 'world' };
}
