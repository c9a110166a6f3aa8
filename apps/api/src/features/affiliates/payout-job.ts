// The monthly payout batch runs by itself on the payout day the dashboard announces
// (packages/shared/src/commission.ts), or late on the first later day of the month a server is up:
// every instance checks every hour whether the month's batch was made (affiliate_payout_batches).
// The batch's advisory lock lets one create the payouts at a time, and the unique (affiliate,
// period) index keeps a second run, or a late run from the admins' button, from paying anyone twice.
import { isPayoutDayReached, payoutPeriod } from '@drd/shared/commission';
import type { AdminPayout } from '@drd/shared/api/affiliates';
import type { Db } from '../../db/client';
import type { IntervalJob } from '../../lib/interval-job';
import { runCommissionApproval } from './approval-job';
import { payoutBatchMade, runMonthlyPayoutBatch } from './payouts';

export const PAYOUT_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** Creates the month's payouts when due and not made yet; null when there is nothing to do. */
export async function runScheduledPayouts(
  db: Db,
  now: Date,
  publicUrl: string,
): Promise<AdminPayout[] | null> {
  if (!isPayoutDayReached(now) || (await payoutBatchMade(db, payoutPeriod(now)))) return null;
  // The daily approval may not have run yet today: the batch takes what left the window by now,
  // as the dashboard's estimate promised.
  await runCommissionApproval(db, now, publicUrl);
  return runMonthlyPayoutBatch(db, now, publicUrl);
}

export const payoutJob = (db: Db, now: () => Date, publicUrl: string): IntervalJob => ({
  name: 'pagos mensuales a afiliados',
  everyMs: PAYOUT_CHECK_INTERVAL_MS,
  runAtStart: true,
  run: () => runScheduledPayouts(db, now(), publicUrl),
});
