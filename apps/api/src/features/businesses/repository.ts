import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { BusinessCard, BusinessFilterQuery } from '@drd/shared/api/businesses';
import type { Db } from '../../db/client';
import type { QueryCache } from '../../lib/query-cache';
import {
  businessVisitCounts,
  businesses,
  categories,
  municipalDistricts,
  municipalities,
  provinces,
} from '../../db/schema';
import { liveVisitCount } from '../visits/repository';
import { countMatching, filterConditions } from './filter-conditions';
import { defaultOrder, distanceKm, nearestFirst, searchOrder } from './filters';

const cardColumns = {
  id: businesses.id,
  name: businesses.name,
  category: categories.name,
  categorySlug: categories.slug,
  imageUrl: businesses.imageUrl,
  logoUrl: businesses.logoUrl,
  isHighlighted: businesses.isHighlighted,
  visitCount: liveVisitCount,
  rating: businesses.rating,
  phone: businesses.phone,
  whatsappNumber: businesses.whatsappNumber,
  description: businesses.description,
  tagline: businesses.tagline,
  address: businesses.address,
  provinceId: businesses.provinceId,
  province: provinces.name,
  provinceSlug: provinces.slug,
  municipalityId: businesses.municipalityId,
  municipality: municipalities.name,
  municipalitySlug: municipalities.slug,
  districtMunicipalityId: businesses.districtId,
  districtMunicipality: municipalDistricts.name,
  packageId: businesses.packageId,
  openingHours: businesses.openingHours,
  lat: businesses.lat,
  lng: businesses.lng,
};

/** The card query: a business with the names of its category and places. */
function selectCards(db: Db, distance?: SQL<number>) {
  return db
    .select({
      ...cardColumns,
      distanceKm: (distance ?? sql<number | null>`null::float8`).as('distance_km'),
    })
    .from(businesses)
    .innerJoin(categories, eq(categories.id, businesses.categoryId))
    .innerJoin(provinces, eq(provinces.id, businesses.provinceId))
    .innerJoin(municipalities, eq(municipalities.id, businesses.municipalityId))
    .leftJoin(municipalDistricts, eq(municipalDistricts.id, businesses.districtId))
    .leftJoin(businessVisitCounts, eq(businessVisitCounts.businessId, businesses.id));
}

type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

export function toCard(row: CardRow): BusinessCard {
  const { lat, lng, distanceKm: distance, ...rest } = row;
  return {
    ...rest,
    coords: lat !== null && lng !== null ? { lat, lng } : null,
    ...(distance !== null ? { distanceKm: Math.round(Number(distance) * 100) / 100 } : {}),
  };
}

export function countActiveBusinesses(db: Db, cache: QueryCache): Promise<number> {
  return cache.get('active-businesses', async () => {
    const [row] = await db
      .select({ n: count() })
      .from(businesses)
      .where(eq(businesses.isActive, true));
    return row?.n ?? 0;
  });
}

/** The cache key of a filter's count: the filter itself, and the minute when hours matter. */
export function filterCountKey(scope: string, query: Record<string, unknown>, now: Date) {
  const filter = { ...query };
  for (const paging of ['page', 'pageSize', 'limit']) delete filter[paging];
  const clock = query.openNow || query.openToday ? Math.floor(now.getTime() / 60_000) : null;
  return `${scope}:${JSON.stringify({ ...filter, clock })}`;
}

export async function filterBusinesses(
  db: Db,
  cache: QueryCache,
  query: BusinessFilterQuery,
  now: Date,
) {
  const { conditions, search, near, byCategory } = await filterConditions(db, query, now);
  const hasPoint = query.lat !== undefined && query.lng !== undefined;
  const where = and(...conditions);
  const order: SQL[] = [
    ...(near ? [nearestFirst(query.lat!, query.lng!)] : []),
    ...(search ? searchOrder(search) : []),
    ...defaultOrder,
  ];
  const distance = hasPoint ? distanceKm(query.lat!, query.lng!) : undefined;

  // The page's ids first, from narrow rows (often the index alone), then the twelve cards with
  // their names: sorting or skipping wide joined rows made deep pages and broad searches slow.
  const base = db.select({ id: businesses.id }).from(businesses);
  const pageIds = (
    byCategory ? base.innerJoin(categories, eq(categories.id, businesses.categoryId)) : base
  )
    .where(where)
    // Near me: distance alone, so the index hands over the nearest directly (KNN); ties on the
    // exact same distance are the only cards whose order this leaves to the database.
    .orderBy(...(near ? order.slice(0, 1) : order))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  // The page and its count as separate queries: `count(*) over ()` would make the database
  // build every matching row before it can return twelve.
  const [rows, filtered, total] = await Promise.all([
    selectCards(db, distance)
      .where(inArray(businesses.id, pageIds))
      .orderBy(...order),
    cache.get(filterCountKey('list', query, now), () => countMatching(db, where, byCategory)),
    countActiveBusinesses(db, cache),
  ]);
  return {
    businesses: rows.map(toCard),
    filtered,
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function listRecentBusinesses(db: Db, limit: number) {
  const rows = await selectCards(db)
    .where(eq(businesses.isActive, true))
    .orderBy(
      // As businesses_recent_idx is written, so the newest come straight from the index.
      sql`${businesses.activatedAt} desc nulls last`,
      sql`${businesses.id} desc nulls last`,
    )
    .limit(limit);
  return rows.map(toCard);
}

export async function findActiveBusinessCard(db: Db, id: number) {
  const [row] = await selectCards(db)
    .where(and(eq(businesses.id, id), eq(businesses.isActive, true)))
    .orderBy(asc(businesses.id));
  return row ? toCard(row) : null;
}
