// New businesses waiting for an administrator: approval publishes them for a year, rejection
// keeps them hidden with the administrator's note for the owner.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { SUBSCRIPTION_MESSAGES } from '@drd/shared/api/subscriptions';
import type { z } from 'zod';
import type { pendingBusinessSchema } from '@drd/shared/api/subscriptions';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { businessProfileSubmissions, businesses, transactions, users } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { takeWaiting, type DecisionKind } from '../decisions/take-waiting';
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

// A new business's registration waits while pending; its decision binds the version (take-waiting).
const registrationKind: DecisionKind = {
  table: 'business_profile_submissions',
  waiting: sql`d.status = 'pending' and d.content_type = 'business'
    and d.change_type = 'new_content'`,
  notFound: SUBSCRIPTION_MESSAGES.noSubmission,
  decided: SUBSCRIPTION_MESSAGES.decided,
};

/**
 * Locks the business (the order the owner's writes take), then takes its registration if it still
 * waits at the version the administrator saw: 404 without the business, 409 otherwise. Nothing is
 * applied on a refusal: the caller's transaction rolls back.
 */
async function takeRegistration(
  tx: Tx,
  input: { id: number; version: number; adminId: number; notes: string | null },
  status: 'approved' | 'rejected',
  now: Date,
) {
  const [business] = await tx
    .select({ name: businesses.name, userId: businesses.userId })
    .from(businesses)
    .where(eq(businesses.id, input.id))
    .for('update');
  if (!business) throw notFound('Negocio no encontrado');
  const [registration] = await tx
    .select({ id: businessProfileSubmissions.id })
    .from(businessProfileSubmissions)
    .where(and(eq(businessProfileSubmissions.businessId, input.id), isRegistration))
    .orderBy(desc(businessProfileSubmissions.id))
    .limit(1);
  if (!registration) throw conflict(SUBSCRIPTION_MESSAGES.noSubmission);
  // The approval or rejection message below is the owner's notice.
  await takeWaiting(
    tx,
    registrationKind,
    { id: registration.id, version: input.version },
    sql`status = ${status}, reviewed_by = ${input.adminId},
      reviewed_at = ${now.toISOString()}::timestamptz, review_notes = ${input.notes},
      owner_notified_at = ${now.toISOString()}::timestamptz`,
  );
  return business;
}

/** The plan was paid, or granted by an offer code: its registration payment is completed. */
async function planPaid(tx: Tx, businessId: number): Promise<boolean> {
  const [paid] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.businessId, businessId),
        inArray(transactions.type, ['subscription', 'offer_code']),
        eq(transactions.status, 'completed'),
      ),
    )
    .limit(1);
  return paid !== undefined;
}

/**
 * Publishes a business whose plan is not paid yet without starting the plan: its page and basic
 * facts show, as a lapsed plan's do (plan 1, no period); 'Marcar recibido' starts the year.
 */
async function publishUnpaid(tx: Tx, businessId: number, now: Date): Promise<boolean> {
  const [row] = await tx
    .update(businesses)
    .set({
      isActive: true,
      activatedAt: now,
      expiresAt: null,
      planLapsedAt: now,
      packageId: 1,
      updatedAt: now,
    })
    .where(
      and(
        eq(businesses.id, businessId),
        eq(businesses.isActive, false),
        isNull(businesses.suspendedAt),
      ),
    )
    .returning({ id: businesses.id });
  return row !== undefined;
}

const logged = (input: { id: number; adminId: number; notes: string | null }) => ({
  adminId: input.adminId,
  targetType: 'business' as const,
  targetId: input.id,
  note: input.notes,
  before: { state: 'pending' },
});

/**
 * Publishes the business, closes its registration and tells the owner, in one transaction. The
 * plan's year starts now only when it was paid or granted; otherwise on 'Marcar recibido'.
 */
export async function approveBusiness(
  db: Db,
  input: { id: number; version: number; adminId: number; notes: string | null; publicUrl: string },
  now: Date,
): Promise<{ planStarted: boolean }> {
  return db.transaction(async (tx) => {
    const business = await takeRegistration(tx, input, 'approved', now);
    const paid = await planPaid(tx, input.id);
    const published = paid
      ? await activatePlan(tx, input.id, now)
      : await publishUnpaid(tx, input.id, now);
    if (!published) throw conflict(SUBSCRIPTION_MESSAGES.alreadyActive);
    await recordAdminAction(
      tx,
      {
        ...logged(input),
        action: 'business.approve',
        after: { state: 'active', planStarted: paid },
      },
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
    return { planStarted: paid };
  });
}

export async function rejectBusiness(
  db: Db,
  input: { id: number; version: number; adminId: number; notes: string; publicUrl: string },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const business = await takeRegistration(tx, input, 'rejected', now);
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
