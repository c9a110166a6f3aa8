// What and where in one box: the place words of a typed search become the place filter, as if
// the visitor had chosen the place by hand (docs/decisions/027-what-and-where.md).
import { and } from 'drizzle-orm';
import type { BusinessFilterQuery, SearchReading } from '@drd/shared/api/businesses';
import { readPlaceWords, within, type PlaceEntry } from '@drd/shared/place-words';
import type { Db } from '../../../db/client';
import type { QueryCache } from '../../../lib/query-cache';
import { cacheKeys } from '../../../lib/query-cache-keys';
import { countMatching, filterConditions } from '../where-clause';
import { findPlaces, placeKey, type Places } from './place-index';

type FilterInput = Omit<BusinessFilterQuery, 'page' | 'pageSize'>;

async function countFor(db: Db, cache: QueryCache, query: FilterInput, now: Date) {
  const { conditions, byCategory } = await filterConditions(db, cache, query, now);
  return cache.get(cacheKeys.filterCount('list', query, now), () =>
    countMatching(db, and(...conditions), byCategory),
  );
}

/** The narrowest place the query already filters by, if any. */
function chosenPlace(query: FilterInput, places: Places): PlaceEntry | null {
  const district = query.district ?? query.districtMunicipality;
  if (district !== undefined) return places.byKey.get(placeKey('district', district)) ?? null;
  if (query.municipality !== undefined)
    return places.byKey.get(placeKey('municipality', query.municipality)) ?? null;
  if (query.province !== undefined)
    return places.byKey.get(placeKey('province', query.province)) ?? null;
  return null;
}

function withPlace<Q extends FilterInput>(query: Q, what: string, place: PlaceEntry): Q {
  // The district's municipality alias would name another place than the one read.
  const rest = { ...query };
  delete rest.districtMunicipality;
  return {
    ...rest,
    search: what || undefined,
    province: place.provinceId,
    municipality: place.kind === 'province' ? undefined : place.municipalityId!,
    district: place.kind === 'district' ? place.id : undefined,
  };
}

function describe(place: PlaceEntry, what: string, places: Places): SearchReading {
  const named = (kind: 'province' | 'municipality', id: number | null) => {
    const entry = id === null ? undefined : places.byKey.get(placeKey(kind, id));
    return entry ? { id: entry.id, name: entry.name } : null;
  };
  return {
    search: what,
    province: named('province', place.provinceId)!,
    municipality: place.kind === 'province' ? null : named('municipality', place.municipalityId),
    district: place.kind === 'district' ? { id: place.id, name: place.name } : null,
  };
}

/**
 * The query with its search's place words read as the place filter, and what was read. A place
 * named in the text replaces a chosen one unless the chosen one lies in it ('dentista puerto
 * plata' on Sosúa's list stays in Sosúa). The words stay a plain search when the place reading
 * finds nothing and they do: 'Farmacia La Esperanza' is a name in Puerto Plata, not a pharmacy
 * in Esperanza (Valverde).
 */
export async function readWhatWhere<Q extends FilterInput>(
  db: Db,
  cache: QueryCache,
  query: Q,
  now: Date,
): Promise<{ query: Q; reading: SearchReading | null }> {
  const literal = { query, reading: null };
  if (!query.search) return literal;
  const places = await findPlaces(db, cache);
  const read = readPlaceWords(query.search, places.index);
  if (!read) return literal;
  const chosen = chosenPlace(query, places);
  const place = chosen && within(chosen, read.place) ? chosen : read.place;
  const effective = withPlace(query, read.what, place);
  if (
    (await countFor(db, cache, effective, now)) === 0 &&
    (await countFor(db, cache, query, now)) > 0
  )
    return literal;
  return { query: effective, reading: describe(place, read.what, places) };
}
