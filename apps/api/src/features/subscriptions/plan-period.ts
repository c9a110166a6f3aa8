// The plan period of a business: activation starts it, a paid renewal extends it, expiry lapses
// it. Each runs inside the caller's transaction.
import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { addYears, renewalStart } from '@drd/shared/subscription';
import type { Tx } from '../../db/transaction';
import { businesses, subscriptions } from '../../db/schema';

/**
 * Activation: active from now for one year. Answers false when it was already active, or is
 * suspended (only an administrator's restore publishes that again).
 */
export async function activatePlan(tx: Tx, businessId: number, now: Date): Promise<boolean> {
  const end = addYears(now);
  const [row] = await tx
    .update(businesses)
    .set({ isActive: true, activatedAt: now, expiresAt: end, planLapsedAt: null, updatedAt: now })
    .where(
      and(
        eq(businesses.id, businessId),
        eq(businesses.isActive, false),
        isNull(businesses.suspendedAt),
      ),
    )
    .returning({ id: businesses.id });
  if (!row) return false;
  await tx
    .update(subscriptions)
    .set({ isActive: true, startDate: now, endDate: end })
    .where(eq(subscriptions.businessId, businessId));
  return true;
}

/**
 * A paid renewal: one more year from the current end when paid early, from the payment date when
 * the plan had lapsed; a lapsed business gets its plan back, and with it its 'Destacado' reach
 * (computed from the plan, decision 020).
 */
export async function extendPlan(
  tx: Tx,
  businessId: number,
  paidAt: Date,
  /** The plan the renewal paid for (a higher one moves the business up); absent: the same. */
  paidPackageId?: number,
): Promise<Date | null> {
  const [current] = await tx
    .select({ expiresAt: businesses.expiresAt })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for('update');
  if (!current) return null;
  const end = addYears(renewalStart(current.expiresAt, paidAt));
  const [subscription] = await tx
    .update(subscriptions)
    .set({
      isActive: true,
      endDate: end,
      ...(paidPackageId
        ? { packageId: sql`greatest(${subscriptions.packageId}, ${paidPackageId})` }
        : {}),
    })
    .where(eq(subscriptions.businessId, businessId))
    .returning({ packageId: subscriptions.packageId });
  await tx
    .update(businesses)
    .set({
      expiresAt: end,
      updatedAt: paidAt,
      ...(subscription ? { packageId: subscription.packageId } : {}),
      planLapsedAt: null,
    })
    .where(eq(businesses.id, businessId));
  return end;
}

/**
 * Lapses every active business whose plan ended: it keeps its page and basic facts, and falls to
 * plan 1, which features nowhere (its plan stays on the subscription for the renewal). Answers
 * the ids.
 */
export async function lapseExpiredPlans(tx: Tx, now: Date, only?: number): Promise<number[]> {
  const query = tx
    .select({ id: businesses.id })
    .from(businesses)
    .where(
      and(
        eq(businesses.isActive, true),
        sql`${businesses.planLapsedAt} is null`,
        isNotNull(businesses.expiresAt),
        lte(businesses.expiresAt, now),
        only === undefined ? undefined : eq(businesses.id, only),
      ),
    );
  // The job skips rows another instance holds; one named business is waited for.
  const expired = await (only === undefined
    ? query.for('update', { skipLocked: true })
    : query.for('update'));
  if (expired.length === 0) return [];
  const ids = expired.map((b) => b.id);
  await tx
    .update(subscriptions)
    .set({ isActive: false })
    .where(sql`${subscriptions.businessId} = any(${sql.param(ids)}::int[])`);
  await tx
    .update(businesses)
    .set({ planLapsedAt: now, packageId: 1, updatedAt: now })
    .where(sql`${businesses.id} = any(${sql.param(ids)}::int[])`);
  return ids;
}

/**
 * A refund takes back the period the payment bought: a renewal's year comes off the end, a first
 * payment ends the plan now. A plan whose end has then passed lapses at once, as at expiry; the
 * page and its basic facts stay. A business not yet activated has no period to take back.
 */
export async function withdrawPlanPeriod(
  tx: Tx,
  businessId: number,
  paymentType: string,
  now: Date,
): Promise<void> {
  const [current] = await tx
    .select({ isActive: businesses.isActive, expiresAt: businesses.expiresAt })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for('update');
  if (!current?.isActive || !current.expiresAt) return;
  const end = paymentType === 'renewal' ? addYears(current.expiresAt, -1) : now;
  await tx
    .update(businesses)
    .set({ expiresAt: end, updatedAt: now })
    .where(eq(businesses.id, businessId));
  await tx
    .update(subscriptions)
    .set({ endDate: end })
    .where(eq(subscriptions.businessId, businessId));
  await lapseExpiredPlans(tx, now, businessId);
}
