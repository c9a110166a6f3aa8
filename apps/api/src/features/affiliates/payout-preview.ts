// What the next automatic batch will hold, for the admins: each affiliate's approved balance not
// yet in a payout, plus the pending rows that leave the refund window by the payout day (the job
// approves those first, payout-job.ts), kept when it reaches the minimum. A month's batch the job
// has not made yet is due today: it makes a missed one late.
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import {
  centsToDecimal,
  COMMISSION_PENDING_DAYS,
  decimalToCents,
  nextPayoutDate,
  payoutCutoff,
  payoutPeriod,
  PAYOUT_MINIMUM_CENTS,
} from '@drd/shared/commission';
import type { NextPayoutBatch } from '@drd/shared/api/affiliates';
import type { Db } from '../../db/client';
import { commissions, payoutDetails, users } from '../../db/schema';
import { payoutLine } from './payout-details';
import { payoutBatchMade } from './payouts';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function nextPayoutBatch(db: Db, now: Date): Promise<NextPayoutBatch> {
  const date = nextPayoutDate(now, await payoutBatchMade(db, payoutPeriod(now)));
  const cutoff = payoutCutoff(date, now);
  const approvedBy = new Date(cutoff.getTime() - COMMISSION_PENDING_DAYS * DAY_MS);
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      payoutTo: payoutLine,
      total: sql<string>`sum(${commissions.amount})::text`,
    })
    .from(commissions)
    .innerJoin(users, eq(users.id, commissions.affiliateId))
    .leftJoin(payoutDetails, eq(payoutDetails.userId, users.id))
    .where(
      and(
        isNull(commissions.payoutId),
        or(
          eq(commissions.status, 'approved'),
          and(
            eq(commissions.status, 'pending'),
            sql`${commissions.createdAt} <= ${approvedBy.toISOString()}`,
          ),
        ),
      ),
    )
    .groupBy(users.id, users.username, payoutDetails.userId)
    .orderBy(asc(users.username));
  const affiliates = rows
    .map((r) => ({
      id: r.id,
      username: r.username,
      payoutTo: r.payoutTo,
      cents: decimalToCents(r.total),
    }))
    .filter((r) => r.cents >= PAYOUT_MINIMUM_CENTS);
  return {
    date,
    period: payoutPeriod(cutoff),
    minimum: centsToDecimal(PAYOUT_MINIMUM_CENTS),
    total: centsToDecimal(affiliates.reduce((sum, a) => sum + a.cents, 0)),
    affiliates: affiliates.map(({ cents, ...a }) => ({ ...a, amount: centsToDecimal(cents) })),
  };
}
