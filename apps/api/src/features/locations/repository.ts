import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { municipalDistricts, municipalities, provinces } from '../../db/schema';
import { sortByName } from '../../lib/collation';
import type { QueryCache } from '../../lib/query-cache';
import { cacheKeys, type PlaceKind } from '../../lib/query-cache-keys';

const item = { id: provinces.id, name: provinces.name, slug: provinces.slug };

export async function listProvinces(db: Db) {
  return sortByName(await db.select(item).from(provinces));
}

export async function provinceExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: provinces.id }).from(provinces).where(eq(provinces.id, id));
  return rows.length > 0;
}

export async function listMunicipalities(db: Db, provinceId: number) {
  const rows = await db
    .select({ id: municipalities.id, name: municipalities.name, slug: municipalities.slug })
    .from(municipalities)
    .where(eq(municipalities.provinceId, provinceId));
  return sortByName(rows);
}

export async function municipalityExists(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: municipalities.id })
    .from(municipalities)
    .where(eq(municipalities.id, id));
  return rows.length > 0;
}

export async function listDistricts(db: Db, municipalityId: number) {
  const rows = await db
    .select({
      id: municipalDistricts.id,
      name: municipalDistricts.name,
      slug: municipalDistricts.slug,
    })
    .from(municipalDistricts)
    .where(eq(municipalDistricts.municipalityId, municipalityId));
  return sortByName(rows);
}

async function districtExists(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: municipalDistricts.id })
    .from(municipalDistricts)
    .where(eq(municipalDistricts.id, id));
  return rows.length > 0;
}

/** Resolves the slugs of a /ubicacion/... URL; null when any part is unknown. */
export async function findPlace(
  db: Db,
  slugs: { province: string; municipality?: string; district?: string },
) {
  const [province] = await db
    .select(item)
    .from(provinces)
    .where(eq(provinces.slug, slugs.province));
  if (!province) return null;
  if (!slugs.municipality) return { province, municipality: null, district: null };
  const [municipality] = await db
    .select({ id: municipalities.id, name: municipalities.name, slug: municipalities.slug })
    .from(municipalities)
    .where(
      and(eq(municipalities.provinceId, province.id), eq(municipalities.slug, slugs.municipality)),
    );
  if (!municipality) return null;
  if (!slugs.district) return { province, municipality, district: null };
  const [district] = await db
    .select({
      id: municipalDistricts.id,
      name: municipalDistricts.name,
      slug: municipalDistricts.slug,
    })
    .from(municipalDistricts)
    .where(
      and(
        eq(municipalDistricts.municipalityId, municipality.id),
        eq(municipalDistricts.slug, slugs.district),
      ),
    );
  if (!district) return null;
  return { province, municipality, district };
}

const existsByKind = {
  province: provinceExists,
  municipality: municipalityExists,
  district: districtExists,
};

/** Whether a place id exists, cached: directory filters check their place ids on every request. */
export function placeExists(db: Db, cache: QueryCache, kind: PlaceKind, id: number) {
  return cache.get(cacheKeys.placeExists(kind, id), () => existsByKind[kind](db, id));
}
