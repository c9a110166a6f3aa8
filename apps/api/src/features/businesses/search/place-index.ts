// The places a typed search may name, with their active businesses (which decide between two
// places of one name), read once per cache life (@drd/shared/place-words).
import { eq, sql } from 'drizzle-orm';
import {
  placeIndex,
  type PlaceEntry,
  type PlaceIndex,
  type PlaceKind,
} from '@drd/shared/place-words';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/raw';
import {
  categoryPlaceTotals,
  municipalDistricts,
  municipalities,
  provinces,
} from '../../../db/schema';
import type { QueryCache } from '../../../lib/query-cache';
import { cacheKeys } from '../../../lib/query-cache-keys';

export interface Places {
  index: PlaceIndex;
  byKey: ReadonlyMap<string, PlaceEntry>;
}

export const placeKey = (kind: PlaceKind, id: number) => `${kind}:${id}`;

async function loadPlaces(db: Db): Promise<Places> {
  const [provinceRows, municipalityRows, districtRows, counts] = await Promise.all([
    db.select({ id: provinces.id, name: provinces.name }).from(provinces),
    db
      .select({
        id: municipalities.id,
        name: municipalities.name,
        provinceId: municipalities.provinceId,
      })
      .from(municipalities),
    db
      .select({
        id: municipalDistricts.id,
        name: municipalDistricts.name,
        municipalityId: municipalDistricts.municipalityId,
        provinceId: municipalities.provinceId,
      })
      .from(municipalDistricts)
      .innerJoin(municipalities, eq(municipalities.id, municipalDistricts.municipalityId)),
    // The kept category × place rows summed per place (district 0 is none), not every business.
    queryRows<{ p: number; m: number; d: number | null; n: number }>(
      db,
      sql`select province_id as p, municipality_id as m, nullif(district_id, 0) as d,
          sum(active)::int as n
        from ${categoryPlaceTotals} where active > 0 group by 1, 2, 3`,
    ),
  ]);
  const tally = new Map<string, number>();
  const add = (key: string, n: number) => tally.set(key, (tally.get(key) ?? 0) + n);
  for (const row of counts) {
    add(placeKey('province', row.p), row.n);
    add(placeKey('municipality', row.m), row.n);
    if (row.d !== null) add(placeKey('district', row.d), row.n);
  }
  const entries: PlaceEntry[] = [
    ...provinceRows.map((p) => ({
      kind: 'province' as const,
      id: p.id,
      name: p.name,
      provinceId: p.id,
      municipalityId: null,
    })),
    ...municipalityRows.map((m) => ({
      kind: 'municipality' as const,
      id: m.id,
      name: m.name,
      provinceId: m.provinceId,
      municipalityId: m.id,
    })),
    ...districtRows.map((d) => ({ kind: 'district' as const, ...d })),
  ].map((e) => ({ ...e, businesses: tally.get(placeKey(e.kind, e.id)) ?? 0 }));
  return {
    index: placeIndex(entries),
    byKey: new Map(entries.map((e) => [placeKey(e.kind, e.id), e])),
  };
}

export function findPlaces(db: Db, cache: QueryCache): Promise<Places> {
  return cache.get(cacheKeys.placeWords, () => loadPlaces(db));
}
