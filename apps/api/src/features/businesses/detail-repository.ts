// Everything the public profile shows: the business and its approved owner content only.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { BusinessDetail } from '@drd/shared/api/businesses';
import { planIncludes } from '@drd/shared/plans';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { businesses } from '../../db/schema';
import { dominicanDate } from '@drd/shared/hours-exceptions';
import { APPROVED_SQL, contentSectionsSql } from '../owner-content/public-sections';
import { planAllows } from './plan-sql';
import { selectCardWith, specialWindow, toCard } from './cards';
import { referenceNames } from './reference-names';
import { PROFILE_SPECIAL_DAYS } from '../hours/special-cards';

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

const approved = APPROVED_SQL;

// The owner content sections come from the registry (owner-content/public-sections.ts); reviews
// and tags are not registry types. Valid offers are compared with today's Dominican date.
const sections = {
  ...contentSectionsSql(sql`${sql.placeholder('today')}::date`),
  // Visitors' questions (features/questions): the asker's first name only; the owner's answer,
  // being owner content, leaves with a lapsed plan.
  questions: section(
    'business_questions',
    {
      id: 't.id',
      question: 't.question',
      askerName: "nullif(split_part(trim(t.asker_name), ' ', 1), '')",
      answer: 'case when businesses.plan_lapsed_at is null then t.public_answer end',
      createdAt: iso('t.created_at'),
    },
    `t.id in (select q.id from business_questions q where q.business_id = businesses.id
      and q.status = 'approved' order by q.created_at desc limit 50)`,
    't.created_at desc',
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
  tags: sql.raw(`coalesce((select json_agg(t.tag) from business_tags t
    where t.business_id = businesses.id and ${approved}), '[]'::json)`),
} satisfies Record<string, SQL>;

type Sections = Pick<BusinessDetail, keyof typeof sections>;

const extraColumns = {
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
  unclaimed: sql<boolean>`${businesses.externalId} is not null and ${businesses.userId} is null`,
  approximateLocation: businesses.approximateLocation,
  ...(sections as { [K in keyof Sections]: SQL<Sections[K]> }),
};

// The card and the rest of the profile in one statement: on the embedded database each statement
// costs the server's one thread a round of the wire protocol, whatever it reads.
const detailStatement = (anyState: boolean) =>
  preparedPerDatabase((db) => {
    const byId = eq(businesses.id, sql.placeholder('id'));
    return selectCardWith(db, extraColumns)
      .where(anyState ? byId : and(byId, eq(businesses.isActive, true)))
      .prepare(anyState ? 'business_detail_any_state' : 'business_detail');
  });
const activeDetail = detailStatement(false);
const anyStateDetail = detailStatement(true);

/**
 * The public profile of an active business; with `anyState`, also of one not yet published (the
 * preview its owner and administrators see: the caller decides who that is).
 */
export async function findBusinessDetail(
  db: Db,
  id: number,
  options: { anyState?: boolean; now?: Date } = {},
): Promise<BusinessDetail | null> {
  const now = options.now ?? new Date();
  const statement = (options.anyState ? anyStateDetail : activeDetail)(db);
  const [[row], names] = await Promise.all([
    statement.execute({
      id,
      today: dominicanDate(now),
      // A profile is no list, so nobody is 'Destacado' there; it carries its coming special dates (status
      // line and JSON-LD).
      featuredFrom: null,
      ...specialWindow(now, PROFILE_SPECIAL_DAYS),
    }),
    referenceNames(db),
  ]);
  if (!row) return null;
  const { card: cardRow, ...extra } = row;
  const card = toCard(cardRow, names);
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
