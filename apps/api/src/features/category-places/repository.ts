// Where each category has active businesses, counted by province, municipality and district: the
// links of the category and place pages, the category-in-place pages' existence (404 where a
// category has none: Google's doorway-page policy) and their sitemap entries.
import { eq, gt } from 'drizzle-orm';
import type {
  CategoryPlaces,
  NearestCategoryPlaces,
  PlaceCount,
  ProvinceCount,
} from '@drd/shared/api/category-places';
import territory from '@drd/shared/data/dr-territorial-division.json';
import { greatCircleKm } from '@drd/shared/geo';
import { municipalityPoint, type LatLng } from '@drd/shared/municipality-points';
import type { PlaceSlugs } from '@drd/shared/category-place-path';
import type { Db } from '../../db/client';
import { categories, categoryPlaceTotals } from '../../db/schema';
import { cacheKeys } from '../../lib/query-cache-keys';
import type { QueryCache } from '../../lib/query-cache';
import { named, referenceNames } from '../businesses/reference-names';

export type CategoryPlacePage = PlaceSlugs & { category: string };

interface CountRow {
  category: string;
  categoryName: string;
  province: string;
  provinceName: string;
  municipality: string;
  municipalityName: string;
  district: string | null;
  districtName: string | null;
  count: number;
}

/**
 * Active businesses per category and smallest place, from the rows the database keeps
 * (category_place_totals) rather than grouping every business; named from the reference data.
 */
function countRows(db: Db, cache: QueryCache): Promise<CountRow[]> {
  return cache.get(cacheKeys.categoryPlaceCounts, async () => {
    const [rows, names] = await Promise.all([
      db
        .select({
          categoryId: categoryPlaceTotals.categoryId,
          provinceId: categoryPlaceTotals.provinceId,
          municipalityId: categoryPlaceTotals.municipalityId,
          districtId: categoryPlaceTotals.districtId,
          count: categoryPlaceTotals.active,
        })
        .from(categoryPlaceTotals)
        .where(gt(categoryPlaceTotals.active, 0)),
      referenceNames(db),
    ]);
    return rows
      .map((row) => {
        const category = named(names.categories, row.categoryId);
        const province = named(names.provinces, row.provinceId);
        const municipality = named(names.municipalities, row.municipalityId);
        // District 0 is 'no district' in the kept rows.
        const district = row.districtId === 0 ? null : named(names.districts, row.districtId);
        return {
          category: category.slug,
          categoryName: category.name,
          province: province.slug,
          provinceName: province.name,
          municipality: municipality.slug,
          municipalityName: municipality.name,
          district: district?.slug ?? null,
          districtName: district?.name ?? null,
          count: row.count,
        };
      })
      .sort((a, b) => (a.category < b.category ? -1 : a.category > b.category ? 1 : 0));
  });
}

type MunicipalityNode = ProvinceCount['municipalities'][number] & {
  byDistrict: Map<string, PlaceCount>;
};
type ProvinceNode = ProvinceCount & { byMunicipality: Map<string, MunicipalityNode> };

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'es');

function add<T extends PlaceCount>(
  into: Map<string, T>,
  slug: string,
  make: () => T,
  count: number,
) {
  const entry = into.get(slug) ?? make();
  entry.count += count;
  into.set(slug, entry);
  return entry;
}

/** The places where a category has active businesses, or null for an unknown category. */
export async function findCategoryPlaces(
  db: Db,
  cache: QueryCache,
  slug: string,
): Promise<CategoryPlaces | null> {
  const [category] = await db
    .select({ name: categories.name, slug: categories.slug })
    .from(categories)
    .where(eq(categories.slug, slug));
  if (!category) return null;
  const rows = (await countRows(db, cache)).filter((row) => row.category === slug);
  const tree = new Map<string, ProvinceNode>();
  for (const row of rows) {
    const province = add(
      tree,
      row.province,
      () => ({
        name: row.provinceName,
        slug: row.province,
        count: 0,
        municipalities: [],
        byMunicipality: new Map(),
      }),
      row.count,
    );
    const municipality = add(
      province.byMunicipality,
      row.municipality,
      () => ({
        name: row.municipalityName,
        slug: row.municipality,
        count: 0,
        districts: [],
        byDistrict: new Map(),
      }),
      row.count,
    );
    if (row.district && row.districtName) {
      const name = row.districtName;
      add(
        municipality.byDistrict,
        row.district,
        () => ({ name, slug: row.district!, count: 0 }),
        row.count,
      );
    }
  }
  const provincesOut = [...tree.values()]
    .map(({ byMunicipality, ...province }) => ({
      ...province,
      municipalities: [...byMunicipality.values()]
        .map(({ byDistrict, ...municipality }) => ({
          ...municipality,
          districts: [...byDistrict.values()].sort(byName),
        }))
        .sort(byName),
    }))
    .sort(byName);
  return { category, provinces: provincesOut };
}

/** The categories with active businesses in a place, most businesses first. */
export async function findPlaceCategories(
  db: Db,
  cache: QueryCache,
  slugs: PlaceSlugs,
): Promise<PlaceCount[]> {
  const counts = new Map<string, PlaceCount>();
  for (const row of await countRows(db, cache)) {
    const inPlace =
      row.province === slugs.province &&
      (!slugs.municipality || row.municipality === slugs.municipality) &&
      (!slugs.district || row.district === slugs.district);
    if (inPlace) {
      add(
        counts,
        row.category,
        () => ({ name: row.categoryName, slug: row.category, count: 0 }),
        row.count,
      );
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || byName(a, b));
}

/** Every category-in-place page that exists, for the sitemap. */
export async function listCategoryPlacePaths(
  db: Db,
  cache: QueryCache,
): Promise<CategoryPlacePage[]> {
  const seen = new Set<string>();
  const out: CategoryPlacePage[] = [];
  const push = (entry: CategoryPlacePage) => {
    const key = [entry.category, entry.province, entry.municipality, entry.district].join('/');
    if (!seen.has(key)) {
      seen.add(key);
      out.push(entry);
    }
  };
  for (const row of await countRows(db, cache)) {
    push({ category: row.category, province: row.province });
    push({ category: row.category, province: row.province, municipality: row.municipality });
    if (row.district) {
      push({
        category: row.category,
        province: row.province,
        municipality: row.municipality,
        district: row.district,
      });
    }
  }
  return out;
}

/** How many of the nearest places a 404 offers. */
export const NEAREST_PLACES_LIMIT = 6;

/**
 * Where a place is: its municipality's seat, or for a province the middle of its municipalities'
 * seats; null for a place the territorial division does not have.
 */
function placePoint(slugs: PlaceSlugs): LatLng | null {
  const province = territory.provinces.find((p) => p.slug === slugs.province);
  if (!province) return null;
  if (slugs.municipality) {
    const municipality = province.municipalities.find((m) => m.slug === slugs.municipality);
    if (!municipality) return null;
    if (slugs.district && !municipality.districts.some((d) => d.slug === slugs.district)) {
      return null;
    }
    return municipalityPoint(province.slug, municipality.slug);
  }
  const seats = province.municipalities
    .map((m) => municipalityPoint(province.slug, m.slug))
    .filter((point) => point !== null);
  if (seats.length === 0) return null;
  return {
    lat: seats.reduce((sum, point) => sum + point.lat, 0) / seats.length,
    lng: seats.reduce((sum, point) => sum + point.lng, 0) / seats.length,
  };
}

/**
 * The way on from an empty category-in-place page: the municipalities nearest to the place that
 * have active businesses of the category, by distance between seats. Null for an unknown category
 * or place.
 */
export async function findNearestCategoryPlaces(
  db: Db,
  cache: QueryCache,
  categorySlug: string,
  slugs: PlaceSlugs,
): Promise<NearestCategoryPlaces | null> {
  const [category] = await db
    .select({ name: categories.name, slug: categories.slug })
    .from(categories)
    .where(eq(categories.slug, categorySlug));
  const from = placePoint(slugs);
  if (!category || !from) return null;
  const byMunicipality = new Map<string, NearestCategoryPlaces['places'][number]>();
  for (const row of await countRows(db, cache)) {
    if (row.category !== categorySlug) continue;
    const key = `${row.province}/${row.municipality}`;
    const known = byMunicipality.get(key);
    if (known) {
      known.count += row.count;
      continue;
    }
    const seat = municipalityPoint(row.province, row.municipality);
    if (!seat) continue;
    byMunicipality.set(key, {
      name: row.municipalityName,
      province: row.province,
      municipality: row.municipality,
      count: row.count,
      km: Math.round(greatCircleKm(from, seat) * 10) / 10,
    });
  }
  const places = [...byMunicipality.values()]
    .sort((a, b) => a.km - b.km || byName(a, b))
    .slice(0, NEAREST_PLACES_LIMIT);
  return { category, places };
}
