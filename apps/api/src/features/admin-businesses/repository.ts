// New businesses waiting for an administrator: approval publishes them for a year, rejection
// keeps them hidden with the administrator's note for the owner.
import { and, eq, sql } from 'drizzle-orm';
import { SUBSCRIPTION_MESSAGES } from '@drd/shared/api/subscriptions';
import type { z } from 'zod';
import type { pendingBusinessSchema } from '@drd/shared/api/subscriptions';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { businessProfileSubmissions, businesses, transactions, users } from '../../db/schema';
import { STALE_VERSION_MESSAGE } from '@drd/shared/api/common';
import { conflict, notFound, staleVersion } from '../../lib/http-error';
import { findBusinessDetail } from '../businesses/detail-repository';
import { activatePlan } from '../subscriptions/plan-period';
import { businessApproved, businessRejected } from '../notifications/business-messages';
import { notifyBusiness } from '../notifications/business-audience';
import { recordAdminAction } from '../audit-log/record';
import { readDismissedDuplicates } from '../registration/duplicates-dismissed';

type PendingBusiness = z.infer<typeof pendingBusinessSchema>;

const isRegistration = and(
  eq(businessProfileSubmissions.contentType, 'business'),
  eq(businessProfileSubmissions.changeType, 'new_content'),
);

export async function listPendingBusinesses(db: Db): Promise<PendingBusiness[]> {
  const rows = await db
    .select({
      id: businesses.id,
      name: businesses.name,
      packageId: businesses.packageId,
      createdAt: businesses.createdAt,
      ownerId: users.id,
      ownerUsername: users.username,
      submissionId: businessProfileSubmissions.id,
      version: businessProfileSubmissions.version,
      waitingChanges: sql<number>`(select count(*)::int from ${businessProfileSubmissions} w
        where w.business_id = ${businesses.id} and w.status = 'pending'
          and not (w.content_type = 'business' and w.change_type = 'new_content'))`,
      payment: sql<{ id: number; amount: string; type: string; status: string } | null>`(
        select json_build_object('id', t.id, 'amount', t.amount::text, 'type', t.type,
          'status', t.status)
        from ${transactions} t where t.business_id = ${businesses.id}
        order by t.created_at desc, t.id desc limit 1)`,
    })
    .from(businessProfileSubmissions)
    .innerJoin(businesses, eq(businesses.id, businessProfileSubmissions.businessId))
    .leftJoin(users, eq(users.id, businesses.userId))
    .where(and(isRegistration, eq(businessProfileSubmissions.status, 'pending')))
    .orderBy(businessProfileSubmissions.createdAt, businessProfileSubmissions.id)
    .limit(200);
  // The profile approval would publish, as the public page draws it: what the card shows.
  const details = await Promise.all(
    rows.map((r) => findBusinessDetail(db, r.id, { anyState: true })),
  );
  const dismissed = await readDismissedDuplicates(
    db,
    rows.map((r) => r.id),
  );
  return rows.flatMap((r, index) => {
    const detail = details[index];
    if (!detail) return [];
    return [
      {
        id: r.id,
        name: r.name,
        packageId: r.packageId,
        createdAt: r.createdAt.toISOString(),
        owner: r.ownerId !== null ? { id: r.ownerId, username: r.ownerUsername! } : null,
        submissionId: r.submissionId,
        version: r.version,
        payment: r.payment ? { ...r.payment, currency: 'USD' as const } : null,
        detail: { ...detail, preview: true },
        waitingChanges: r.waitingChanges,
        dismissedDuplicates: dismissed.get(r.id) ?? [],
      },
    ];
  });
}

/**
 * Takes the waiting registration if it is still at the version the administrator saw; answers
 * 409 with the current version otherwise (nothing applied: the caller's transaction rolls back).
 */
async function takeRegistration(tx: Tx, businessId: number, version: number): Promise<void> {
  const [found] = await tx
    .select({ version: businessProfileSubmissions.version })
    .from(businessProfileSubmissions)
    .where(
      and(
        eq(businessProfileSubmissions.businessId, businessId),
        isRegistration,
        eq(businessProfileSubmissions.status, 'pending'),
      ),
    )
    .for('update');
  if (found && found.version !== version) {
    throw staleVersion(STALE_VERSION_MESSAGE, found.version);
  }
}

async function closeSubmission(
  tx: Tx,
  businessId: number,
  decision: { status: 'approved' | 'rejected'; adminId: number; notes: string | null },
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(businessProfileSubmissions)
    .set({
      status: decision.status,
      reviewedBy: decision.adminId,
      reviewedAt: now,
      reviewNotes: decision.notes,
      // The approval or rejection message below is the owner's notice.
      ownerNotifiedAt: now,
    })
    .where(
      and(
        eq(businessProfileSubmissions.businessId, businessId),
        isRegistration,
        eq(businessProfileSubmissions.status, 'pending'),
      ),
    )
    .returning({ id: businessProfileSubmissions.id });
  return rows.length > 0;
}

const logged = (input: { id: number; adminId: number; notes: string | null }) => ({
  adminId: input.adminId,
  targetType: 'business' as const,
  targetId: input.id,
  note: input.notes,
  before: { state: 'pending' },
});

/**
 * Activates the business for one year from now, closes its registration submission and tells
 * the owner, in one transaction.
 */
export async function approveBusiness(
  db: Db,
  input: { id: number; version: number; adminId: number; notes: string | null; publicUrl: string },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [business] = await tx
      .select({ isActive: businesses.isActive, name: businesses.name, userId: businesses.userId })
      .from(businesses)
      .where(eq(businesses.id, input.id))
      .for('update');
    if (!business) throw notFound('Negocio no encontrado');
    await takeRegistration(tx, input.id, input.version);
    if (!(await activatePlan(tx, input.id, now)))
      throw conflict(SUBSCRIPTION_MESSAGES.alreadyActive);
    await closeSubmission(tx, input.id, { status: 'approved', ...input }, now);
    await recordAdminAction(
      tx,
      { ...logged(input), action: 'business.approve', after: { state: 'active' } },
      now,
    );
    const message = businessApproved(input.publicUrl, { id: input.id, ...business }, input.notes);
    await notifyBusiness(tx, {
      businessId: input.id,
      kind: 'business-approved',
      content: message,
      now,
      publicUrl: input.publicUrl,
    });
  });
}

export async function rejectBusiness(
  db: Db,
  input: { id: number; version: number; adminId: number; notes: string; publicUrl: string },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [business] = await tx
      .select({ id: businesses.id, name: businesses.name, userId: businesses.userId })
      .from(businesses)
      .where(eq(businesses.id, input.id))
      .for('update');
    if (!business) throw notFound('Negocio no encontrado');
    await takeRegistration(tx, input.id, input.version);
    if (!(await closeSubmission(tx, input.id, { status: 'rejected', ...input }, now))) {
      throw conflict(SUBSCRIPTION_MESSAGES.noSubmission);
    }
    await recordAdminAction(
      tx,
      { ...logged(input), action: 'business.reject', after: { state: 'rejected' } },
      now,
    );
    // Nothing is owed for a business that will not be published.
    await tx
      .update(transactions)
      .set({ status: 'cancelled', updatedAt: now })
      .where(and(eq(transactions.businessId, input.id), eq(transactions.status, 'pending')));
    const message = businessRejected(input.publicUrl, business, input.notes);
    await notifyBusiness(tx, {
      businessId: input.id,
      kind: 'business-rejected',
      content: message,
      now,
      publicUrl: input.publicUrl,
    });
  });
}
