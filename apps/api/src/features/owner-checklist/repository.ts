// Each business a person owns or manages against the completion checklist of 'Mis negocios'.
// Content sent for review counts (the owner has done their part); a rejected item does not.
import { eq, or, sql } from 'drizzle-orm';
import { GOOD_DESCRIPTION_LENGTH, type OwnerChecklist } from '@drd/shared/api/owner-checklist';
import { DEFAULT_OPENING_HOURS } from '@drd/shared/opening-hours';
import type { Db } from '../../db/client';
import { businessManagers, businesses } from '../../db/schema';

const sent = (table: string) =>
  sql.raw(`exists (select 1 from ${table} t
    where t.business_id = businesses.id and t.status <> 'rejected')`);

export async function checklistsOf(
  db: Db,
  userId: number,
): Promise<Record<string, OwnerChecklist>> {
  const rows = await db
    .select({
      id: businesses.id,
      photos: sql<boolean>`${businesses.imageUrl} is not null or ${sent('business_gallery_images')}`,
      // Hours the owner saved: changed from the wizard's untouched sample (jsonb equality ignores
      // key order), or sent from the panel's facts editor, which shows and saves the hours.
      hours: sql<boolean>`${businesses.openingHours} is not null and (
        ${businesses.openingHours} <> ${JSON.stringify(DEFAULT_OPENING_HOURS)}::jsonb
        or exists (select 1 from business_profile_submissions s
          where s.business_id = businesses.id and s.content_type = 'business'
            and s.change_type = 'profile_update' and s.status <> 'rejected'
            and s.change_data -> 'openingHours' is not null))`,
      description: sql<boolean>`char_length(${businesses.description}) >= ${GOOD_DESCRIPTION_LENGTH}`,
      whatsapp: sql<boolean>`coalesce(${businesses.whatsappNumber}, '') <> ''`,
      offerOrFaq: sql<boolean>`${sent('business_offers')} or ${sent('business_faqs')}`,
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
