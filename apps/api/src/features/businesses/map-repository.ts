// Light points for the map page: the list's filters (same condition builders), restricted to
// businesses with coordinates and, when given, to the visible box.
import { and, between, eq, isNotNull } from 'drizzle-orm';
import type { MapPoints, MapQuery } from '@drd/shared/api/map';
import type { Db } from '../../db/client';
import type { QueryCache } from '../../lib/query-cache';
import { cacheKeys } from '../../lib/query-cache-keys';
import { businesses, categories, municipalities } from '../../db/schema';
import { countMatching, filterConditions } from './where-clause';
import { defaultOrder } from './order';
import { featuredIn } from './featured';
import { listScopeOf } from '@drd/shared/featured';

async function mapConditions(db: Db, cache: QueryCache, query: MapQuery, now: Date) {
  const { conditions, byCategory } = await filterConditions(db, cache, query, now);
  conditions.push(isNotNull(businesses.lat), isNotNull(businesses.lng));
  if (
    query.south !== undefined &&
    query.north !== undefined &&
    query.west !== undefined &&
    query.east !== undefined
  ) {
    // Plain ranges so a btree on (lat, lng) can serve the box; the map never crosses ±180°.
    conditions.push(between(businesses.lat, query.south, query.north));
    conditions.push(between(businesses.lng, query.west, query.east));
  }
  return { where: and(...conditions), byCategory };
}

export async function findMapPoints(
  db: Db,
  cache: QueryCache,
  query: MapQuery,
  now: Date,
): Promise<MapPoints> {
  const { where, byCategory } = await mapConditions(db, cache, query, now);
  const [rows, filtered] = await Promise.all([
    db
      .select({
        id: businesses.id,
        name: businesses.name,
        category: categories.name,
        categorySlug: categories.slug,
        address: businesses.address,
        municipality: municipalities.name,
        lat: businesses.lat,
        lng: businesses.lng,
        // 'Destacado' in this list, as its cards are (featured.ts).
        isHighlighted: featuredIn(listScopeOf(query)),
      })
      .from(businesses)
      .innerJoin(categories, eq(categories.id, businesses.categoryId))
      .innerJoin(municipalities, eq(municipalities.id, businesses.municipalityId))
      .where(where)
      .orderBy(...defaultOrder)
      .limit(query.limit),
    cache.get(cacheKeys.filterCount('map', query, now), () => countMatching(db, where, byCategory)),
  ]);
  return {
    points: rows.map(({ lat, lng, ...rest }) => ({ ...rest, coords: { lat: lat!, lng: lng! } })),
    filtered,
    truncated: filtered > rows.length,
  };
}
