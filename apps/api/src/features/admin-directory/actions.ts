// An administrator's writes on any business: suspend or unpublish with a reason, restore, and
// correct its facts directly. Each locks the business, writes, logs and tells the owner in one
// transaction. Suspension clears is_active, the one flag every public query reads.
import { eq } from 'drizzle-orm';
import { ADMIN_CONSOLE_MESSAGES, type SuspendBody } from '@drd/shared/api/admin-console';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { businesses } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { changedFields, recordAdminAction } from '../audit-log/record';
import { notifyBusiness } from '../notifications/business-audience';
import { lapseVerification } from '../verification/lapse';
import { businessRestored, businessSuspended } from './messages';

interface Actor {
  adminId: number;
  publicUrl: string;
}

async function lockBusiness(tx: Tx, id: number) {
  const [business] = await tx.select().from(businesses).where(eq(businesses.id, id)).for('update');
  if (!business) throw notFound('Negocio no encontrado');
  return business;
}

export async function suspendBusiness(
  db: Db,
  input: Actor & { id: number } & SuspendBody,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const business = await lockBusiness(tx, input.id);
    if (business.suspendedAt !== null) throw conflict(ADMIN_CONSOLE_MESSAGES.alreadySuspended);
    if (!business.isActive) throw conflict(ADMIN_CONSOLE_MESSAGES.notPublished);
    await tx
      .update(businesses)
      .set({
        isActive: false,
        suspendedAt: now,
        suspensionKind: input.kind,
        suspensionReason: input.reason,
        updatedAt: now,
      })
      .where(eq(businesses.id, input.id));
    await recordAdminAction(
      tx,
      {
        adminId: input.adminId,
        action: input.kind === 'suspended' ? 'business.suspend' : 'business.unpublish',
        targetType: 'business',
        targetId: input.id,
        note: input.reason,
        before: { state: 'active' },
        after: { state: input.kind },
      },
      now,
    );
    await notifyBusiness(tx, {
      businessId: input.id,
      kind: 'business-suspended',
      content: businessSuspended(input.publicUrl, business, input),
      now,
      publicUrl: input.publicUrl,
    });
  });
}

export async function restoreBusiness(
  db: Db,
  input: Actor & { id: number; note: string | null },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const business = await lockBusiness(tx, input.id);
    if (business.suspendedAt === null) throw conflict(ADMIN_CONSOLE_MESSAGES.notSuspended);
    await tx
      .update(businesses)
      .set({
        isActive: true,
        suspendedAt: null,
        suspensionKind: null,
        suspensionReason: null,
        updatedAt: now,
      })
      .where(eq(businesses.id, input.id));
    await recordAdminAction(
      tx,
      {
        adminId: input.adminId,
        action: 'business.restore',
        targetType: 'business',
        targetId: input.id,
        note: input.note,
        before: { state: business.suspensionKind, reason: business.suspensionReason },
        after: { state: 'active' },
      },
      now,
    );
    await notifyBusiness(tx, {
      businessId: input.id,
      kind: 'business-restored',
      content: businessRestored(input.publicUrl, business),
      now,
      publicUrl: input.publicUrl,
    });
  });
}

export type FactsEdit = Partial<{
  name: string;
  phone: string;
  /** null clears the fact (an empty description is stored as ''). */
  description: string | null;
  address: string | null;
  email: string | null;
  website: string | null;
  whatsappNumber: string | null;
  tagline: string | null;
}>;

/** Writes the facts that changed at once (no review) and logs them with their old values. */
export async function editBusinessFacts(
  db: Db,
  input: Actor & { id: number; facts: FactsEdit },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const business = await lockBusiness(tx, input.id);
    const current: Record<string, unknown> = {
      name: business.name,
      description: business.description,
      address: business.address,
      phone: business.phone,
      email: business.email,
      website: business.website,
      whatsappNumber: business.whatsappNumber,
      tagline: business.tagline,
    };
    const facts = { ...input.facts };
    if (facts.description === null) facts.description = '';
    const { before, after } = changedFields(current, facts);
    if (Object.keys(after).length === 0) throw conflict(ADMIN_CONSOLE_MESSAGES.nothingChanged);
    await tx
      .update(businesses)
      .set({ ...after, updatedAt: now })
      .where(eq(businesses.id, input.id));
    // The badge vouched for a name (decision 021), whoever changes it.
    if ('name' in after) await lapseVerification(tx, input.id, now);
    await recordAdminAction(
      tx,
      {
        adminId: input.adminId,
        action: 'business.edit',
        targetType: 'business',
        targetId: input.id,
        before,
        after,
      },
      now,
    );
  });
}
