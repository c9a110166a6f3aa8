// Each of an owner's businesses against the completion checklist of 'Mis negocios'. Content sent
// for review counts (the owner has done their part); a rejected item does not.
import { eq, sql } from 'drizzle-orm';
import { GOOD_DESCRIPTION_LENGTH, type OwnerChecklist } from '@drd/shared/api/owner-checklist';
import { DEFAULT_OPENING_HOURS } from '@drd/shared/opening-hours';
import type { Db } from '../../db/client';
import { businesses } from '../../db/schema';

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
      // jsonb equality ignores key order: hours still the wizard's sample are not the owner's yet.
      hours: sql<boolean>`${businesses.openingHours} <> ${JSON.stringify(DEFAULT_OPENING_HOURS)}::jsonb`,
      description: sql<boolean>`char_length(${businesses.description}) >= ${GOOD_DESCRIPTION_LENGTH}`,
      whatsapp: sql<boolean>`coalesce(${businesses.whatsappNumber}, '') <> ''`,
      offerOrFaq: sql<boolean>`${sent('business_offers')} or ${sent('business_faqs')}`,
    })
    .from(businesses)
    .where(eq(businesses.userId, userId))
    .limit(100);
  return Object.fromEntries(rows.map(({ id, ...checklist }) => [String(id), checklist]));
}
