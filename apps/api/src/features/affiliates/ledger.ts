// The commission ledger's writes that ride on a payment: created in the transaction that completes
// the payment, reversed in the one that refunds it, so a payment and its commission never
// disagree. Amounts go through whole cents (@drd/shared/commission), never floats.
import { and, asc, eq, lte, or, sql } from 'drizzle-orm';
import {
  centsToDecimal,
  commissionApprovalDate,
  commissionCents,
  COMMISSION_PENDING_DAYS,
  decimalToCents,
  earlyBonusApplies,
} from '@drd/shared/commission';
import type { Tx } from '../../db/transaction';
import { affiliatePayouts, commissions, referrals, transactions, users } from '../../db/schema';
import { notifyUser } from '../notifications/notify';
import { commissionEarned, commissionsApproved } from './messages';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The affiliate's place in the order of joining (1 = first), ties broken by account id. */
async function affiliateNumber(tx: Tx, affiliateId: number, since: Date): Promise<number> {
  const joined = sql`coalesce(${users.affiliateSince}, ${users.createdAt})`;
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        eq(users.isAffiliate, true),
        or(
          sql`${joined} < ${since.toISOString()}`,
          and(sql`${joined} = ${since.toISOString()}`, lte(users.id, affiliateId)),
        ),
      ),
    );
  return row?.n ?? 0;
}

/**
 * The commission on a payment that has just completed, when its payer was referred by an
 * affiliate. The unique (payment, kind) index makes a second call a no-op, whatever the race.
 */
export async function createCommissionForPayment(
  tx: Tx,
  paymentId: number,
  now: Date,
  publicUrl: string,
): Promise<number | null> {
  const [payment] = await tx
    .select({
      userId: transactions.userId,
      amount: sql<string>`${transactions.amount}::text`,
      referralId: transactions.referralId,
    })
    .from(transactions)
    .where(and(eq(transactions.id, paymentId), eq(transactions.status, 'completed')));
  if (!payment || payment.userId === null) return null;
  const paymentCents = decimalToCents(payment.amount);
  if (paymentCents <= 0) return null;
  // The payment's own referral (set at registration), else the payer's one binding.
  const [referral] = await tx
    .select({
      id: referrals.id,
      affiliateId: users.id,
      since: sql<Date>`coalesce(${users.affiliateSince}, ${users.createdAt})`.mapWith(
        (v: string | Date) => new Date(v),
      ),
    })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referrerId))
    .where(
      and(
        payment.referralId !== null
          ? eq(referrals.id, payment.referralId)
          : eq(referrals.referredUserId, payment.userId),
        eq(users.isAffiliate, true),
      ),
    )
    .orderBy(asc(referrals.id))
    .limit(1);
  if (!referral) return null;
  const earlyBonus = earlyBonusApplies(
    await affiliateNumber(tx, referral.affiliateId, referral.since),
    referral.since,
    now,
  );
  const [row] = await tx
    .insert(commissions)
    .values({
      affiliateId: referral.affiliateId,
      paymentId,
      referralId: referral.id,
      kind: 'commission',
      amount: centsToDecimal(commissionCents(paymentCents, { earlyBonus })),
      baseAmount: payment.amount,
      bonus: earlyBonus,
      status: 'pending',
      createdAt: now,
    })
    .onConflictDoNothing({ target: [commissions.paymentId, commissions.kind] })
    .returning({ id: commissions.id, amount: commissions.amount });
  if (!row) return null;
  const message = commissionEarned(publicUrl, {
    amount: row.amount,
    approvesOn: commissionApprovalDate(now),
  });
  await notifyUser(tx, {
    userId: referral.affiliateId,
    kind: 'commission-earned',
    content: message,
    now,
    publicUrl,
  });
  return row.id;
}

/**
 * A refunded payment: its commission is cancelled while unpaid (and leaves a payout not yet
 * paid); once paid, a negative adjustment of the same amount is taken from the next payout.
 */
export async function reverseCommissionForRefund(
  tx: Tx,
  paymentId: number,
  now: Date,
): Promise<void> {
  const [row] = await tx
    .select({
      id: commissions.id,
      affiliateId: commissions.affiliateId,
      referralId: commissions.referralId,
      status: commissions.status,
      amount: commissions.amount,
      payoutId: commissions.payoutId,
    })
    .from(commissions)
    .where(and(eq(commissions.paymentId, paymentId), eq(commissions.kind, 'commission')))
    .for('update');
  if (!row || row.status === 'cancelled') return;
  if (row.status === 'completed') {
    await tx
      .insert(commissions)
      .values({
        affiliateId: row.affiliateId,
        paymentId,
        referralId: row.referralId,
        kind: 'adjustment',
        amount: centsToDecimal(-decimalToCents(row.amount)),
        status: 'approved',
        createdAt: now,
        approvedAt: now,
      })
      .onConflictDoNothing({ target: [commissions.paymentId, commissions.kind] });
    return;
  }
  if (row.payoutId !== null) {
    await tx
      .update(affiliatePayouts)
      .set({ amount: sql`${affiliatePayouts.amount} - ${row.amount}::numeric` })
      .where(and(eq(affiliatePayouts.id, row.payoutId), eq(affiliatePayouts.status, 'pending')));
  }
  await tx
    .update(commissions)
    .set({ status: 'cancelled', cancelledAt: now, payoutId: null })
    .where(eq(commissions.id, row.id));
}

/** Pending commissions whose refund window has passed become approved; answers how many. */
export async function approveDueCommissions(tx: Tx, now: Date, publicUrl: string): Promise<number> {
  const due = new Date(now.getTime() - COMMISSION_PENDING_DAYS * DAY_MS);
  const rows = await tx
    .update(commissions)
    .set({ status: 'approved', approvedAt: now })
    .where(
      and(eq(commissions.status, 'pending'), sql`${commissions.createdAt} <= ${due.toISOString()}`),
    )
    .returning({ affiliateId: commissions.affiliateId, amount: commissions.amount });
  // One message per affiliate for the day's approvals.
  const cents = new Map<number, { cents: number; count: number }>();
  for (const row of rows) {
    const sum = cents.get(row.affiliateId) ?? { cents: 0, count: 0 };
    cents.set(row.affiliateId, {
      cents: sum.cents + decimalToCents(row.amount),
      count: sum.count + 1,
    });
  }
  for (const [affiliateId, sum] of cents) {
    await notifyUser(tx, {
      userId: affiliateId,
      kind: 'commission-approved',
      content: commissionsApproved(publicUrl, {
        amount: centsToDecimal(sum.cents),
        count: sum.count,
      }),
      now,
      publicUrl,
    });
  }
  return rows.length;
}
