// Everything the public profile shows: the business and its approved owner content only.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { BusinessDetail } from '@drd/shared/api/businesses';
import { planIncludes } from '@drd/shared/plans';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { businesses } from '../../db/schema';
import { planAllows, photoLimitSql } from './plan-sql';
import { findActiveBusinessCard, findBusinessCardAnyState } from './repository';

// Each section of owner content as a JSON array, built by the database: the whole profile is then
// two statements (the card and this one, side by side) instead of ten, and round trips were what
// a profile cost the server. Keys are the API's names; timestamps are written as toISOString()
// writes them.
const iso = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

function section(table: string, fields: Record<string, string>, where: string, order: string) {
  const object = Object.entries(fields)
    .map(([key, expression]) => `'${key}', ${expression}`)
    .join(', ');
  return sql.raw(`coalesce((select json_agg(json_build_object(${object}) order by ${order})
    from ${table} t where t.business_id = businesses.id and ${where}), '[]'::json)`);
}

// A business whose plan lapsed keeps its basic facts and reviews, not its owner content.
const approved = "t.status = 'approved' and businesses.plan_lapsed_at is null";
/** The approved items of a section that owners put in their own order, while the plan has it. */
const ownerOrdered = (table: string, fields: Record<string, string>, plan: string) =>
  section(table, fields, `${approved} and ${plan}`, 't.display_order, t.id');
// Past the plan's photo limit the first photos in the owner's order stay, the rest wait hidden.
const withinPhotoLimit = `t.id in (select g.id from business_gallery_images g
  where g.business_id = businesses.id and g.status = 'approved'
  order by g.display_order, g.id limit ${photoLimitSql()})`;

const sections = {
  gallery: ownerOrdered(
    'business_gallery_images',
    { id: 't.id', imageUrl: 't.image_url', caption: 't.caption' },
    withinPhotoLimit,
  ),
  videos: ownerOrdered(
    'business_videos',
    { id: 't.id', embedId: 't.embed_id', title: 't.title' },
    planAllows('videos'),
  ),
  faqs: ownerOrdered(
    'business_faqs',
    { id: 't.id', question: 't.question', answer: 't.answer' },
    planAllows('faqs'),
  ),
  socialLinks: ownerOrdered(
    'business_social_links',
    {
      id: 't.id',
      platform: 't.platform',
      url: 't.url',
    },
    planAllows('socialLinks'),
  ),
  menu: section(
    'business_menus',
    {
      id: 't.id',
      sectionName: 't.section_name',
      itemName: 't.item_name',
      description: 't.description',
      price: 't.price',
    },
    `${approved} and ${planAllows('menus')}`,
    't.section_name, t.display_order, t.id',
  ),
  events: section(
    'business_events',
    {
      id: 't.id',
      title: 't.title',
      description: 't.description',
      eventDate: iso('t.event_date'),
      eventEndDate: iso('t.event_end_date'),
      location: 't.location',
      price: 't.price',
      registrationUrl: 't.registration_url',
    },
    `${approved} and t.is_active and ${planAllows('events')}`,
    't.event_date',
  ),
  reviews: section(
    'reviews',
    {
      id: 't.id',
      reviewerName: 't.reviewer_name',
      rating: 't.rating',
      comment: 't.comment',
      createdAt: iso('t.created_at'),
      reply: `(select a.reply from review_replies a where a.review_id = t.id
        and a.status = 'approved' and businesses.plan_lapsed_at is null
        and ${planAllows('reviews')})`,
    },
    't.is_approved',
    't.created_at desc',
  ),
  products: section(
    'business_products',
    { id: 't.id', name: 't.name', description: 't.description', price: 't.price' },
    `${approved} and t.is_active and ${planAllows('products')}`,
    't.display_order, t.id',
  ),
  tags: sql.raw(`coalesce((select json_agg(t.tag) from business_tags t
    where t.business_id = businesses.id and ${approved}), '[]'::json)`),
} satisfies Record<string, SQL>;

type Sections = Pick<
  BusinessDetail,
  | 'gallery'
  | 'videos'
  | 'faqs'
  | 'socialLinks'
  | 'menu'
  | 'events'
  | 'reviews'
  | 'products'
  | 'tags'
>;

const extraStatement = preparedPerDatabase((db) =>
  db
    .select({
      email: businesses.email,
      website: businesses.website,
      contactEmail: businesses.contactEmail,
      priceRange: businesses.priceRange,
      menuUrl: businesses.menuUrl,
      socialMedia: businesses.socialMedia,
      features: businesses.features,
      reviewsEnabled: businesses.reviewsEnabled,
      contactFormEnabled: businesses.contactFormEnabled,
      bookingEnabled: businesses.bookingEnabled,
      planLapsedAt: businesses.planLapsedAt,
      createdAt: businesses.createdAt,
      hasOwner: sql<boolean>`${businesses.userId} is not null`,
      ...(sections as { [K in keyof Sections]: SQL<Sections[K]> }),
    })
    .from(businesses)
    .where(eq(businesses.id, sql.placeholder('id')))
    .prepare('business_detail'),
);

/**
 * The public profile of an active business; with `anyState`, also of one not yet published (the
 * preview its owner and administrators see: the caller decides who that is).
 */
export async function findBusinessDetail(
  db: Db,
  id: number,
  options: { anyState?: boolean } = {},
): Promise<BusinessDetail | null> {
  const [card, [extra]] = await Promise.all([
    options.anyState ? findBusinessCardAnyState(db, id) : findActiveBusinessCard(db, id),
    extraStatement(db).execute({ id }),
  ]);
  if (!card || !extra) return null;
  const { planLapsedAt, ...rest } = extra;
  return {
    ...card,
    ...rest,
    // The same rule as POST /leads (features/leads/routes.ts): switch, plan, and not lapsed.
    contactFormEnabled: extra.contactFormEnabled && planIncludes(card.packageId, 'leads'),
    bookingEnabled:
      extra.bookingEnabled && planLapsedAt === null && planIncludes(card.packageId, 'booking'),
    socialMedia: Object.fromEntries(
      Object.entries(extra.socialMedia).filter((e): e is [string, string] => Boolean(e[1])),
    ),
    features: Object.fromEntries(
      Object.entries(extra.features).map(([k, v]) => [k, Boolean(v)] as const),
    ),
    createdAt: extra.createdAt.toISOString(),
  };
}
