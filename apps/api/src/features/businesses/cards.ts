// The business card: the one shape every list, the profile and 'Negocios similares' draw.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BusinessCard } from '@drd/shared/api/businesses';
import { featuredFromPlan, type ListScope } from '@drd/shared/featured';
import { greatCircleKm } from '@drd/shared/geo';
import { toOpeningHours } from '@drd/shared/opening-hours';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { businessVisitCounts, businesses } from '../../db/schema';
import { liveVisitCount } from '../visits/repository';
import { CARD_SPECIAL_DAYS } from '../hours/special-cards';
import { dominicanDate } from '@drd/shared/hours-exceptions';
import { featuredInPrepared } from './featured';
import { named, referenceNames, type ReferenceNames } from './reference-names';

const cardColumns = {
  id: businesses.id,
  name: businesses.name,
  categoryId: businesses.categoryId,
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
  municipalityId: businesses.municipalityId,
  districtMunicipalityId: businesses.districtId,
  packageId: businesses.packageId,
  openingHours: businesses.openingHours,
  temporarilyClosed: businesses.temporarilyClosed,
  reopensOn: businesses.reopensOn,
  lat: businesses.lat,
  lng: businesses.lng,
  verifiedAt: businesses.verifiedAt,
  // The approved special dates from `specialFrom` to `specialTo`, in the card's own statement: a
  // second query per list cost the server a round trip for what is usually an empty list.
  special: sql<SpecialRow[]>`(select coalesce(json_agg(json_build_object('date', s.date,
      'endDate', s.end_date, 'closed', s.closed, 'ranges', s.ranges) order by s.date, s.id), '[]')
    from special_hours s where s.business_id = ${businesses.id}
      and s.end_date >= ${sql.placeholder('specialFrom')}::date
      and s.date <= ${sql.placeholder('specialTo')}::date
      and s.status = 'approved' and s.deleted_at is null)`,
};

interface SpecialRow {
  date: string;
  endDate: string;
  closed: boolean;
  ranges: { open: string; close: string }[] | null;
}

/** The dates a card's special hours touch, from yesterday (a night past midnight) on. */
export function specialWindow(now: Date, days = CARD_SPECIAL_DAYS) {
  return { specialFrom: dominicanDate(now, -1), specialTo: dominicanDate(now, days) };
}

/**
 * The card query: the business's own row, its card's columns under `card`, beside any other
 * columns of the same row (the profile and near me read theirs in the same statement); the names
 * come from referenceNames.
 */
export function selectCardWith<E extends Record<string, SQL | SQL.Aliased | AnyPgColumn>>(
  db: Db,
  extra: E,
) {
  return db
    .select({ card: cardColumns, ...extra })
    .from(businesses)
    .leftJoin(businessVisitCounts, eq(businessVisitCounts.businessId, businesses.id));
}

const selectCards = (db: Db) => selectCardWith(db, {});
type CardRow = Awaited<ReturnType<typeof selectCards>>[number]['card'];

/** A card; with `from`, its distance from there, measured as the radius filter measures it. */
export function toCard(row: CardRow, names: ReferenceNames, from?: { lat: number; lng: number }) {
  const { lat, lng, verifiedAt, temporarilyClosed, reopensOn, categoryId, special, ...rest } = row;
  const category = named(names.categories, categoryId);
  const province = named(names.provinces, rest.provinceId);
  const municipality = named(names.municipalities, rest.municipalityId);
  const district =
    rest.districtMunicipalityId === null
      ? null
      : named(names.districts, rest.districtMunicipalityId);
  const coords = lat !== null && lng !== null ? { lat, lng } : null;
  const card: BusinessCard = {
    ...rest,
    category: category.name,
    categorySlug: category.slug,
    province: province.name,
    provinceSlug: province.slug,
    municipality: municipality.name,
    municipalitySlug: municipality.slug,
    districtMunicipality: district?.name ?? null,
    // Days stored before split hours are answered in today's shape.
    openingHours: toOpeningHours(rest.openingHours),
    closure: temporarilyClosed ? { reopensOn } : null,
    coords,
    // The badge's date only: the number stays with the request (features/verification).
    verified: verifiedAt !== null,
    verifiedAt: verifiedAt?.toISOString() ?? null,
    // One day is answered without an end date, as it was asked.
    special: special.map((s) => ({ ...s, endDate: s.endDate === s.date ? null : s.endDate })),
    ...(from && coords ? { distanceKm: Math.round(greatCircleKm(from, coords) * 100) / 100 } : {}),
  };
  return card;
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
  const [rows, names] = await Promise.all([
    cardStatement(db).execute({
      ids,
      featuredFrom: featuredFromPlan(scope),
      ...specialWindow(options.now ?? new Date(), options.specialDays),
    }),
    referenceNames(db),
  ]);
  const byId = new Map(rows.map(({ card }) => [card.id, toCard(card, names, from)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const visitCountStatement = preparedPerDatabase((db) =>
  db
    .select({ id: businessVisitCounts.businessId, count: businessVisitCounts.count })
    .from(businessVisitCounts)
    .where(sql`${businessVisitCounts.businessId} = any(${sql.placeholder('ids')})`)
    .prepare('business_card_visits'),
);

/** Cards kept in a cache, with the visit counts as they are now (new objects: the cache's stay). */
export async function withLiveVisitCounts(db: Db, cards: readonly BusinessCard[]) {
  if (cards.length === 0) return [];
  const rows = await visitCountStatement(db).execute({ ids: cards.map((c) => c.id) });
  const counts = new Map(rows.map((row) => [row.id, Number(row.count)]));
  return cards.map((card) => ({ ...card, visitCount: counts.get(card.id) ?? card.visitCount }));
}
