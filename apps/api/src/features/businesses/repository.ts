import { and, eq, sql } from 'drizzle-orm';
import type { BusinessCard, BusinessFilterQuery } from '@drd/shared/api/businesses';
import { featuredFromPlan, listScopeOf, NO_LIST_SCOPE, type ListScope } from '@drd/shared/featured';
import { greatCircleKm } from '@drd/shared/geo';
import { toOpeningHours } from '@drd/shared/opening-hours';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import type { QueryCache } from '../../lib/query-cache';
import { cacheKeys } from '../../lib/query-cache-keys';
import {
  businessTotals,
  businessVisitCounts,
  businesses,
  categories,
  municipalDistricts,
  municipalities,
  provinces,
} from '../../db/schema';
import { liveVisitCount } from '../visits/repository';
import { withSpecialHours } from '../hours/special-cards';
import { featuredInPrepared } from './featured';
import { defaultOrder, nearestFirst } from './order';
import { hasExactMatches } from './search/resolve';
import { rankedPageIds } from './search/ranked-page';
import { searchTiers } from './search/tiers';
import { NEAR_COUNT_BOUND } from '@drd/shared/pagination';
import {
  countMatching,
  countMatchingUpTo,
  filterConditions,
  selectMatchingIds,
} from './where-clause';

const cardColumns = {
  id: businesses.id,
  name: businesses.name,
  category: categories.name,
  categorySlug: categories.slug,
  imageUrl: businesses.imageUrl,
  logoUrl: businesses.logoUrl,
  // coalesce stops at the first value, so the photo lookup runs only for a card with neither.
  cardImageUrl: sql<string | null>`coalesce(${businesses.imageUrl}, ${businesses.logoUrl},
    (select g.image_url from business_gallery_images g where g.business_id = ${businesses.id}
      and g.status = 'approved' and ${businesses.planLapsedAt} is null
      order by g.display_order, g.id limit 1))`,
  // 'Destacado' in the list the card is shown in (featured.ts), not a stored flag.
  isHighlighted: featuredInPrepared,
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
  temporarilyClosed: businesses.temporarilyClosed,
  reopensOn: businesses.reopensOn,
  lat: businesses.lat,
  lng: businesses.lng,
  verifiedAt: businesses.verifiedAt,
};

/** The card query: a business with the names of its category and places. */
function selectCards(db: Db) {
  return db
    .select(cardColumns)
    .from(businesses)
    .innerJoin(categories, eq(categories.id, businesses.categoryId))
    .innerJoin(provinces, eq(provinces.id, businesses.provinceId))
    .innerJoin(municipalities, eq(municipalities.id, businesses.municipalityId))
    .leftJoin(municipalDistricts, eq(municipalDistricts.id, businesses.districtId))
    .leftJoin(businessVisitCounts, eq(businessVisitCounts.businessId, businesses.id));
}

type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

/** A card; with `from`, its distance from there, measured as the radius filter measures it. */
function toCard(row: CardRow, from?: { lat: number; lng: number }): BusinessCard {
  const { lat, lng, verifiedAt, temporarilyClosed, reopensOn, ...rest } = row;
  const coords = lat !== null && lng !== null ? { lat, lng } : null;
  return {
    ...rest,
    // Days stored before split hours are answered in today's shape.
    openingHours: toOpeningHours(rest.openingHours),
    closure: temporarilyClosed ? { reopensOn } : null,
    coords,
    // The badge's date only: the number stays with the request (features/verification).
    verified: verifiedAt !== null,
    verifiedAt: verifiedAt?.toISOString() ?? null,
    ...(from && coords ? { distanceKm: Math.round(greatCircleKm(from, coords) * 100) / 100 } : {}),
  };
}

// Prepared: building this wide select cost the server more than the database spends answering it.
const cardStatement = preparedPerDatabase((db) =>
  selectCards(db)
    .where(
      and(sql`${businesses.id} = any(${sql.placeholder('ids')})`, eq(businesses.isActive, true)),
    )
    .prepare('business_cards'),
);

/**
 * The cards of these businesses that are active, in the order of `ids`, 'Destacado' as the list
 * of that scope shows them.
 */
export async function cardsInOrder(
  db: Db,
  ids: number[],
  scope: ListScope,
  from?: { lat: number; lng: number },
  options: { now?: Date; specialDays?: number } = {},
) {
  if (ids.length === 0) return [];
  const rows = await cardStatement(db).execute({ ids, featuredFrom: featuredFromPlan(scope) });
  const byId = new Map(rows.map((row) => [row.id, toCard(row, from)]));
  const cards = ids.flatMap((id) => byId.get(id) ?? []);
  return withSpecialHours(db, cards, options.now ?? new Date(), options.specialDays);
}

/** Active businesses, as the database keeps the count (business_totals), never recounted. */
async function countActiveBusinesses(db: Db): Promise<number> {
  const [row] = await db.select({ n: businessTotals.active }).from(businessTotals);
  return row?.n ?? 0;
}

export async function filterBusinesses(
  db: Db,
  cache: QueryCache,
  query: BusinessFilterQuery,
  now: Date,
) {
  const { conditions, others, search, near, byCategory } = await filterConditions(
    db,
    cache,
    query,
    now,
  );
  const hasPoint = query.lat !== undefined && query.lng !== undefined;
  const where = and(...conditions);
  const from = hasPoint ? { lat: query.lat!, lng: query.lng! } : undefined;
  const countKey = cacheKeys.filterCount('list', query, now);
  const limit = query.pageSize;
  const offset = (query.page - 1) * query.pageSize;

  // The page's ids first, from narrow rows (often the index alone), then the twelve cards with
  // their names. Two statements, not one with the ids as a subquery: planning that join took the
  // database far longer than running it; each statement alone plans at once.
  const pageIds = async (): Promise<number[]> => {
    if (search && !near) {
      const exactMatches = !search.corrected || (await hasExactMatches(db, cache, search));
      const tiers = searchTiers(search, exactMatches);
      return rankedPageIds(db, cache, { tiers, others, byCategory, limit, offset, countKey });
    }
    const rows = await selectMatchingIds(db, where, byCategory)
      // Near me: distance alone, so the index hands over the nearest directly (KNN); ties on the
      // exact same distance are the only cards whose order this leaves to the database.
      .orderBy(...(near ? [nearestFirst(query.lat!, query.lng!)] : defaultOrder))
      .limit(limit)
      .offset(offset);
    return rows.map((row) => row.id);
  };
  // The page and its count as separate queries: `count(*) over ()` would make the database
  // build every matching row before it can return twelve.
  // Near me is counted up to a bound, uncached (no key may hold a raw position); the rest exactly
  // and cached by filter.
  const counted = near
    ? countMatchingUpTo(db, where, byCategory, NEAR_COUNT_BOUND)
    : cache
        .get(countKey, () => countMatching(db, where, byCategory))
        .then((filtered) => ({ filtered, filteredAtLeast: false }));
  const [rows, { filtered, filteredAtLeast }, total] = await Promise.all([
    pageIds().then((ids) => cardsInOrder(db, ids, listScopeOf(query), from, { now })),
    counted,
    countActiveBusinesses(db),
  ]);
  return {
    businesses: rows,
    filtered,
    ...(filteredAtLeast ? { filteredAtLeast } : {}),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function listRecentBusinesses(db: Db, limit: number) {
  const ids = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.isActive, true))
    .orderBy(
      // As businesses_recent_idx is written, so the newest come straight from the index.
      sql`${businesses.activatedAt} desc nulls last`,
      sql`${businesses.id} desc nulls last`,
    )
    .limit(limit);
  // 'Recién Publicados' is no place's list: nobody is 'Destacado' there.
  return cardsInOrder(
    db,
    ids.map((row) => row.id),
    NO_LIST_SCOPE,
  );
}

export async function findActiveBusinessCard(
  db: Db,
  id: number,
  options: { now?: Date; specialDays?: number } = {},
) {
  const [card] = await cardsInOrder(db, [id], NO_LIST_SCOPE, undefined, options);
  return card ?? null;
}

const anyStateCardStatement = preparedPerDatabase((db) =>
  selectCards(db)
    .where(eq(businesses.id, sql.placeholder('id')))
    .prepare('business_card_any_state'),
);

/** The card of a business in any state: the preview of one not yet published. */
export async function findBusinessCardAnyState(
  db: Db,
  id: number,
  options: { now?: Date; specialDays?: number } = {},
) {
  const [row] = await anyStateCardStatement(db).execute({ id, featuredFrom: null });
  if (!row) return null;
  const [card] = await withSpecialHours(
    db,
    [toCard(row)],
    options.now ?? new Date(),
    options.specialDays,
  );
  return card ?? null;
}
