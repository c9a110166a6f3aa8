// An affiliate's dashboard: referrals with their businesses, the ledger rows, the payouts, and
// sums computed from those very rows (in cents), so the totals always equal the rows shown.
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  centsToDecimal,
  commissionApprovalDate,
  decimalToCents,
  nextPayoutDate,
  payoutCutoff,
  payoutPeriod,
  PAYOUT_MINIMUM_CENTS,
} from '@drd/shared/commission';
import {
  COMMISSION_KINDS,
  COMMISSION_STATUSES,
  type AffiliateDashboard,
  type CommissionStatus,
  type DashboardCommission,
} from '@drd/shared/api/affiliates';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  businesses,
  categories,
  commissions,
  referrals,
  transactions,
  users,
} from '../../db/schema';
import { listPayouts, payoutBatchMade } from './payouts';

const MONTHS_SHOWN = 12;
const iso = (value: Date | string) => new Date(value).toISOString();
const asStatus = (s: string): CommissionStatus =>
  (COMMISSION_STATUSES as readonly string[]).includes(s) ? (s as CommissionStatus) : 'cancelled';

async function referralsOf(db: Db, affiliateId: number) {
  const referred = alias(users, 'referred');
  const rows = await db
    .select({
      referralId: referrals.id,
      userId: referred.id,
      username: referred.username,
      date: referrals.date,
      status: referrals.status,
    })
    .from(referrals)
    .innerJoin(referred, eq(referred.id, referrals.referredUserId))
    .where(eq(referrals.referrerId, affiliateId))
    .orderBy(desc(referrals.date), desc(referrals.id));
  const userIds = rows.map((r) => r.userId);
  const owned = userIds.length
    ? await db
        .select({
          id: businesses.id,
          name: businesses.name,
          category: categories.name,
          userId: businesses.userId,
        })
        .from(businesses)
        .innerJoin(categories, eq(categories.id, businesses.categoryId))
        .where(inArray(businesses.userId, userIds))
        .orderBy(businesses.id)
    : [];
  return rows.map((r) => ({
    referralId: r.referralId,
    user: { id: r.userId, username: r.username },
    referralDate: iso(r.date),
    referralStatus: r.status,
    businesses: owned
      .filter((b) => b.userId === r.userId)
      .map(({ id, name, category }) => ({ id, name, category })),
  }));
}

async function commissionsOf(db: Db, affiliateId: number): Promise<DashboardCommission[]> {
  const referred = alias(users, 'referred');
  const rows = await db
    .select({
      id: commissions.id,
      amount: commissions.amount,
      status: commissions.status,
      kind: commissions.kind,
      createdAt: commissions.createdAt,
      paidAt: commissions.paidAt,
      referralId: commissions.referralId,
      paymentId: commissions.paymentId,
      paymentAmount: commissions.baseAmount,
      bonus: commissions.bonus,
      businessName: businesses.name,
      referredUsername: referred.username,
    })
    .from(commissions)
    .leftJoin(transactions, eq(transactions.id, commissions.paymentId))
    .leftJoin(businesses, eq(businesses.id, transactions.businessId))
    .leftJoin(referrals, eq(referrals.id, commissions.referralId))
    .leftJoin(referred, eq(referred.id, referrals.referredUserId))
    .where(eq(commissions.affiliateId, affiliateId))
    .orderBy(desc(commissions.createdAt), desc(commissions.id));
  return rows.map((r) => {
    const status = asStatus(r.status);
    return {
      id: r.id,
      amount: centsToDecimal(decimalToCents(r.amount)),
      status,
      kind: r.kind === 'adjustment' ? COMMISSION_KINDS[1] : COMMISSION_KINDS[0],
      date: iso(r.createdAt),
      approvesOn: status === 'pending' ? iso(commissionApprovalDate(new Date(r.createdAt))) : null,
      paidAt: r.paidAt ? iso(r.paidAt) : null,
      details: {
        referralId: r.referralId,
        paymentId: r.paymentId,
        paymentAmount: r.paymentAmount ? centsToDecimal(decimalToCents(r.paymentAmount)) : null,
        bonus: r.bonus,
        businessName: r.businessName,
        referredUsername: r.referredUsername,
      },
    };
  });
}

const sumCents = (rows: DashboardCommission[], keep: (c: DashboardCommission) => boolean) =>
  rows.filter(keep).reduce((total, c) => total + decimalToCents(c.amount), 0);

/** The last twelve months, oldest first: referrals, earnings (not cancelled) and payments. */
function monthly(
  now: Date,
  rows: DashboardCommission[],
  referralDates: string[],
): AffiliateDashboard['monthly'] {
  const current = payoutPeriod(now);
  const [year, month] = current.split('-').map(Number) as [number, number];
  return Array.from({ length: MONTHS_SHOWN }, (_, i) => {
    const date = new Date(Date.UTC(year, month - 1 - (MONTHS_SHOWN - 1 - i), 1));
    const key = date.toISOString().slice(0, 7);
    const inMonth = (at: string) => payoutPeriod(new Date(at)) === key;
    return {
      month: key,
      referrals: referralDates.filter(inMonth).length,
      earned: centsToDecimal(sumCents(rows, (c) => c.status !== 'cancelled' && inMonth(c.date))),
      paid: centsToDecimal(
        sumCents(rows, (c) => c.status === 'completed' && c.paidAt !== null && inMonth(c.paidAt)),
      ),
    };
  });
}

/** The dashboard of an affiliate, or null when the user is not one. */
export async function affiliateDashboard(
  db: Db,
  userId: number,
  now: Date,
): Promise<AffiliateDashboard | null> {
  const [affiliate] = await db
    .select({ id: users.id, username: users.username, referralCode: users.referralCode })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isAffiliate, true)));
  if (!affiliate?.referralCode) return null;
  const [referralRows, rows, payouts, monthBatchMade] = await Promise.all([
    referralsOf(db, userId),
    commissionsOf(db, userId),
    listPayouts(db, { affiliateId: userId }),
    payoutBatchMade(db, payoutPeriod(now)),
  ]);
  const nextDate = nextPayoutDate(now, monthBatchMade);
  const payoutDay = payoutCutoff(nextDate, now);
  // Approved rows not yet in a payout, and pending ones whose window ends before the batch.
  const batched = new Set(payouts.flatMap((p) => p.commissionIds));
  const estimate = sumCents(
    rows,
    (c) =>
      !batched.has(c.id) &&
      (c.status === 'approved' ||
        (c.status === 'pending' && c.approvesOn !== null && new Date(c.approvesOn) <= payoutDay)),
  );
  return {
    affiliate: { ...affiliate, referralCode: affiliate.referralCode },
    stats: {
      totalReferrals: referralRows.length,
      totalCommission: centsToDecimal(sumCents(rows, (c) => c.status !== 'cancelled')),
      pendingCommission: centsToDecimal(sumCents(rows, (c) => c.status === 'pending')),
      approvedCommission: centsToDecimal(sumCents(rows, (c) => c.status === 'approved')),
      paidCommission: centsToDecimal(sumCents(rows, (c) => c.status === 'completed')),
    },
    referrals: referralRows,
    commissions: rows,
    payouts: payouts.map(({ affiliate: _affiliate, ...payout }) => payout),
    nextPayout: {
      date: nextDate,
      estimate: centsToDecimal(estimate),
      minimum: centsToDecimal(PAYOUT_MINIMUM_CENTS),
      reachesMinimum: estimate >= PAYOUT_MINIMUM_CENTS,
      currency: 'USD',
    },
    monthly: monthly(
      now,
      rows,
      referralRows.map((r) => r.referralDate),
    ),
  };
}
