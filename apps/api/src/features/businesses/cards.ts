// The business card: the one shape every list, the profile and 'Negocios similares' draw.
import { and, eq, sql } from 'drizzle-orm';
import type { BusinessCard } from '@drd/shared/api/businesses';
import { featuredFromPlan, NO_LIST_SCOPE, type ListScope } from '@drd/shared/featured';
import { greatCircleKm } from '@drd/shared/geo';
import { toOpeningHours } from '@drd/shared/opening-hours';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { businessVisitCounts, businesses } from '../../db/schema';
import { liveVisitCount } from '../visits/repository';
import { withSpecialHours } from '../hours/special-cards';
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
};

/** The card query: the business's own row; the names come from referenceNames. */
function selectCards(db: Db) {
  return db
    .select(cardColumns)
    .from(businesses)
    .leftJoin(businessVisitCounts, eq(businessVisitCounts.businessId, businesses.id));
}

type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

/** A card; with `from`, its distance from there, measured as the radius filter measures it. */
function toCard(row: CardRow, names: ReferenceNames, from?: { lat: number; lng: number }) {
  const { lat, lng, verifiedAt, temporarilyClosed, reopensOn, categoryId, ...rest } = row;
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
    cardStatement(db).execute({ ids, featuredFrom: featuredFromPlan(scope) }),
    referenceNames(db),
  ]);
  const byId = new Map(rows.map((row) => [row.id, toCard(row, names, from)]));
  const cards = ids.flatMap((id) => byId.get(id) ?? []);
  return withSpecialHours(db, cards, options.now ?? new Date(), options.specialDays);
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
    [toCard(row, await referenceNames(db))],
    options.now ?? new Date(),
    options.specialDays,
  );
  return card ?? null;
}
