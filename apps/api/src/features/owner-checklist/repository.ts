// Each business a person owns or manages against the completion checklist of 'Mis negocios'.
// An item is done once approved (what the public sees); sent and waiting it is in review; a
// rejected item is still to do (issue 41).
import { eq, or, sql, type SQL } from 'drizzle-orm';
import {
  GOOD_DESCRIPTION_LENGTH,
  type ChecklistState,
  type OwnerChecklist,
} from '@drd/shared/api/owner-checklist';
import { DEFAULT_OPENING_HOURS } from '@drd/shared/opening-hours';
import type { Db } from '../../db/client';
import { businessManagers, businesses } from '../../db/schema';

const withStatus = (table: string, status: 'approved' | 'pending') =>
  sql.raw(`exists (select 1 from ${table} t
    where t.business_id = businesses.id and t.status = '${status}')`);

/**
 * The business's own facts are approved: its newest registration decision approved, or none at
 * all (demo data, an imported or claimed listing). A registration waiting puts them in review.
 */
const factsApproved = sql`coalesce((select r.status from business_profile_submissions r
  where r.business_id = businesses.id and r.content_type = 'business'
    and r.change_type = 'new_content'
  order by r.created_at desc, r.id desc limit 1), 'approved') = 'approved'`;

/** A change of the facts waiting for review whose new value passes `test` (over `v`, jsonb). */
const pendingChange = (field: string, test: SQL) => sql`exists (
  select 1 from business_profile_submissions s, lateral (select s.change_data -> ${field} as v) c
  where s.business_id = businesses.id and s.content_type = 'business'
    and s.change_type = 'profile_update' and s.status = 'pending' and c.v is not null
    and jsonb_typeof(c.v) <> 'null' and ${test})`;

/** Done when approved, in review when sent and waiting, otherwise to do. */
const state = (done: SQL, review: SQL) =>
  sql<ChecklistState>`case when ${done} then 'done' when ${review} then 'review' else 'todo' end`;

/** A fact: the business's column passes (approved or in review with the registration), or a change does. */
const fact = (hasIt: SQL, field: string, changeTest: SQL) =>
  state(
    sql`${factsApproved} and (${hasIt})`,
    sql`(not ${factsApproved} and (${hasIt})) or ${pendingChange(field, changeTest)}`,
  );

const SAMPLE = JSON.stringify(DEFAULT_OPENING_HOURS);

export async function checklistsOf(
  db: Db,
  userId: number,
): Promise<Record<string, OwnerChecklist>> {
  const rows = await db
    .select({
      id: businesses.id,
      photos: state(
        sql`(${factsApproved} and ${businesses.imageUrl} is not null)
          or ${withStatus('business_gallery_images', 'approved')}`,
        sql`(not ${factsApproved} and ${businesses.imageUrl} is not null)
          or ${withStatus('business_gallery_images', 'pending')}
          or ${pendingChange('imageUrl', sql`c.v #>> '{}' <> ''`)}`,
      ),
      // Hours other than the old wizard's untouched sample (jsonb equality ignores key order), or
      // hours an approved change of the panel's facts editor saved, which shows and saves them.
      hours: fact(
        sql`${businesses.openingHours} is not null and (
          ${businesses.openingHours} <> ${SAMPLE}::jsonb
          or exists (select 1 from business_profile_submissions s
            where s.business_id = businesses.id and s.content_type = 'business'
              and s.change_type = 'profile_update' and s.status = 'approved'
              and s.change_data -> 'openingHours' is not null))`,
        'openingHours',
        sql`true`,
      ),
      description: fact(
        sql`char_length(${businesses.description}) >= ${GOOD_DESCRIPTION_LENGTH}`,
        'description',
        sql`char_length(c.v #>> '{}') >= ${GOOD_DESCRIPTION_LENGTH}`,
      ),
      whatsapp: fact(
        sql`coalesce(${businesses.whatsappNumber}, '') <> ''`,
        'whatsappNumber',
        sql`c.v #>> '{}' <> ''`,
      ),
      offerOrFaq: state(
        sql`${withStatus('business_offers', 'approved')} or ${withStatus('business_faqs', 'approved')}`,
        sql`${withStatus('business_offers', 'pending')} or ${withStatus('business_faqs', 'pending')}`,
      ),
    })
    .from(businesses)
    .where(
      or(
        eq(businesses.userId, userId),
        sql`exists (select 1 from ${businessManagers} m
          where m.business_id = businesses.id and m.user_id = ${userId})`,
      ),
    )
    .limit(100);
  return Object.fromEntries(rows.map(({ id, ...checklist }) => [String(id), checklist]));
}
