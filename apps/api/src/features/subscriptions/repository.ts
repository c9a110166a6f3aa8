import { and, eq, sql } from 'drizzle-orm';
import { SUBSCRIPTION_MESSAGES, type SubscriptionAnswer } from '@drd/shared/api/subscriptions';
import type { TransactionSummary } from '@drd/shared/api/registration';
import { subscriptionState } from '@drd/shared/subscription';
import type { Db } from '../../db/client';
import { businesses, packages, referrals, subscriptions, transactions } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import type { PaymentDueHook } from '../payments/payment-due';
import { findPendingPayment } from '../payments/repository';

export async function readSubscription(
  db: Db,
  businessId: number,
  now: Date,
): Promise<SubscriptionAnswer> {
  const [row] = await db
    .select({
      isActive: businesses.isActive,
      packageId: sql<number>`coalesce(${subscriptions.packageId}, ${businesses.packageId})`,
      activatedAt: businesses.activatedAt,
      expiresAt: businesses.expiresAt,
    })
    .from(businesses)
    .leftJoin(subscriptions, eq(subscriptions.businessId, businesses.id))
    .where(eq(businesses.id, businessId))
    .limit(1);
  if (!row) throw notFound('Negocio no encontrado');
  const { state, daysLeft } = row.activatedAt
    ? subscriptionState(row.expiresAt, now)
    : { state: 'none' as const, daysLeft: null };
  return {
    isActive: row.isActive,
    packageId: row.packageId,
    activatedAt: row.activatedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    state,
    daysLeft,
    pendingPayment: await findPendingPayment(db, businessId),
  };
}

/**
 * A renewal waiting for payment, for the yearly price of the current plan or a higher one (paying
 * it moves the business to that plan). One at a time: the business row is locked, so a double
 * click answers the renewal already waiting instead of a second one.
 */
export async function requestRenewal(
  db: Db,
  input: { businessId: number; userId: number; packageId?: number | undefined },
  now: Date,
  onPaymentDue?: PaymentDueHook,
): Promise<{ transaction: TransactionSummary; created: boolean }> {
  return db.transaction(async (tx) => {
    const [business] = await tx
      .select({
        activatedAt: businesses.activatedAt,
        userId: businesses.userId,
        name: businesses.name,
      })
      .from(businesses)
      .where(eq(businesses.id, input.businessId))
      .for('update');
    if (!business) throw notFound('Negocio no encontrado');
    if (!business.activatedAt) throw conflict(SUBSCRIPTION_MESSAGES.notApproved);
    const columns = {
      id: transactions.id,
      amount: sql<string>`${transactions.amount}::text`,
      type: transactions.type,
      status: transactions.status,
    };
    const [waiting] = await tx
      .select(columns)
      .from(transactions)
      .where(
        and(
          eq(transactions.businessId, input.businessId),
          eq(transactions.type, 'renewal'),
          eq(transactions.status, 'pending'),
        ),
      )
      .limit(1);
    if (waiting) return { transaction: { ...waiting, currency: 'USD' as const }, created: false };
    const [plan] = await tx
      .select({ packageId: subscriptions.packageId })
      .from(subscriptions)
      .where(eq(subscriptions.businessId, input.businessId))
      .limit(1);
    const current = plan?.packageId ?? 1;
    const packageId = input.packageId ?? current;
    if (packageId < current) {
      throw badRequest(SUBSCRIPTION_MESSAGES.lowerPlan, {
        packageId: [SUBSCRIPTION_MESSAGES.lowerPlan],
      });
    }
    // Payments of the owner count for the affiliate who referred them (the first binding).
    const ownerId = business.userId ?? input.userId;
    const [referral] = await tx
      .select({ id: referrals.id })
      .from(referrals)
      .where(eq(referrals.referredUserId, ownerId))
      .orderBy(referrals.id)
      .limit(1);
    const [row] = await tx
      .insert(transactions)
      .values({
        userId: ownerId,
        businessId: input.businessId,
        amount: sql`(select ${packages.price} from ${packages} where ${packages.id} = ${packageId})`,
        type: 'renewal',
        status: 'pending',
        paymentMethod: 'manual',
        details: { packageId, years: 1 },
        referralId: referral?.id ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning(columns);
    const payment = {
      id: row!.id,
      amount: row!.amount,
      userId: ownerId,
      businessName: business.name,
    };
    await onPaymentDue?.(tx, payment, now);
    return { transaction: { ...row!, currency: 'USD' as const }, created: true };
  });
}
