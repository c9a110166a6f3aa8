// What a decision does to the item it is about, inside the decision's transaction: approval
// publishes (marks new content approved, writes an edit, removes an item); rejection leaves the
// public version as it is and only marks never-published content rejected.
import { eq, sql } from 'drizzle-orm';
import { MODERATION_MESSAGES } from '@drd/shared/api/content/moderation';
import { businessProfileSchema } from '@drd/shared/api/content/profile';
import type { Tx } from '../../db/transaction';
import { businesses } from '../../db/schema';
import { CONTENT_STORAGE, isContentType } from '../owner-content/registry';
import { lapseVerification } from '../verification/lapse';
import { assignments, rows, table } from '../owner-content/sql';
import {
  decideSpecialHours,
  lockSpecialHours,
  SPECIAL_HOURS_TYPE,
} from '../hours/special-repository';

export interface DecidedRow {
  id: number;
  business_id: number;
  content_type: string | null;
  content_id: number | null;
  change_type: string;
  change_data: Record<string, unknown>;
}

/**
 * Locks what the submission is about before the submission itself, the order the owner's writes
 * take (item, then its submission), so an owner's edit and a decision wait instead of deadlocking.
 */
export async function lockTarget(tx: Tx, submissionId: number): Promise<void> {
  const [target] = await rows<{ type: string | null; id: number | null; business: number }>(
    tx,
    sql`select content_type as type, content_id as id, business_id as business
      from business_profile_submissions where id = ${submissionId}`,
  );
  if (!target) return;
  if (isContentType(target.type) && target.id !== null) {
    await tx.execute(
      sql`select 1 from ${table(CONTENT_STORAGE[target.type])} where id = ${target.id} for update`,
    );
  } else if (target.type === SPECIAL_HOURS_TYPE && target.id !== null) {
    await lockSpecialHours(tx, target.id);
  } else if (target.type === 'business') {
    await tx.execute(sql`select 1 from businesses where id = ${target.business} for update`);
  }
}

export async function applyDecision(
  tx: Tx,
  row: DecidedRow,
  decision: { approve: boolean; adminId: number; now: Date },
): Promise<void> {
  const { content_type: type, content_id: id, change_type: change } = row;
  if (type === 'business' && change === 'profile_update' && decision.approve) {
    await applyProfile(tx, row.business_id, row.change_data, decision.now);
    return;
  }
  if (type === SPECIAL_HOURS_TYPE && id !== null) {
    await decideSpecialHours(tx, { businessId: row.business_id, id, approve: decision.approve });
    return;
  }
  if (!isContentType(type) || id === null) return;
  const storage = CONTENT_STORAGE[type];
  const item = sql`${table(storage)} where id = ${id} and business_id = ${row.business_id}`;
  if (change === 'new_content') {
    const status = decision.approve ? 'approved' : 'rejected';
    await tx.execute(sql`update ${table(storage)} set status = ${status}
      where id = ${id} and business_id = ${row.business_id}`);
    return;
  }
  if (!decision.approve) return;
  if (change === 'profile_update') {
    const sets = assignments(storage, row.change_data);
    if (sets.length === 0) return;
    await tx.execute(sql`update ${table(storage)} set ${sql.join(sets, sql`, `)}
      where id = ${id} and business_id = ${row.business_id}`);
    return;
  }
  // A removal: the item goes, and changes still waiting for it can no longer be applied.
  await tx.execute(sql`delete from ${item}`);
  await tx.execute(sql`update business_profile_submissions
    set status = 'rejected', reviewed_by = ${decision.adminId},
      reviewed_at = ${decision.now.toISOString()}::timestamptz,
      review_notes = ${MODERATION_MESSAGES.itemGone}
    where content_type = ${type} and content_id = ${id} and status = 'pending'`);
}

async function applyProfile(tx: Tx, businessId: number, data: unknown, now: Date) {
  // Stored as the owner sent it after validation; parsed again so only known fields are written.
  const parsed = businessProfileSchema.safeParse(data);
  if (!parsed.success) return;
  const p = parsed.data;
  const [current] = await tx
    .select({ name: businesses.name, categoryId: businesses.categoryId })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  // The badge vouched for a name and a trade (decision 021); a new phone keeps it.
  const renamed =
    (p.name !== undefined && p.name !== current?.name) ||
    (p.category !== undefined && p.category !== current?.categoryId);
  const place =
    p.province !== undefined && p.municipality !== undefined
      ? {
          provinceId: p.province,
          municipalityId: p.municipality,
          districtId: p.districtMunicipality ?? null,
        }
      : {};
  await tx
    .update(businesses)
    .set({
      ...(p.name !== undefined ? { name: p.name } : {}),
      ...(p.category !== undefined ? { categoryId: p.category } : {}),
      ...place,
      description: p.description,
      tagline: p.tagline ?? null,
      openingHours: p.openingHours,
      phone: p.phone,
      whatsappNumber: p.whatsappNumber ?? null,
      email: p.email,
      contactEmail: p.contactEmail ?? null,
      website: p.website ?? null,
      address: p.address,
      lat: p.coords.lat,
      lng: p.coords.lng,
      ...(p.pinConfirmed ? { approximateLocation: false } : {}),
      priceRange: p.priceRange ?? null,
      ...(p.features ? { features: p.features } : {}),
      // Left out, the logo and cover stay; the one replaced is deleted by uploads/cleanup.ts.
      ...(p.logoUrl !== undefined ? { logoUrl: p.logoUrl } : {}),
      ...(p.imageUrl !== undefined ? { imageUrl: p.imageUrl } : {}),
      updatedAt: now,
    })
    .where(eq(businesses.id, businessId));
  if (renamed) await lapseVerification(tx, businessId, now);
}
