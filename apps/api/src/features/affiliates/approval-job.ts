// The daily job that approves commissions past their refund window. Safe with several server
// instances: the job's advisory lock lets one instance run it at a time (lib/interval-job.ts),
// and the update itself is idempotent.
import type { Db } from '../../db/client';
import { withJobLock, type IntervalJob } from '../../lib/interval-job';
import { approveDueCommissions } from './ledger';

export const COMMISSION_APPROVAL_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** Approves the due commissions; null when another instance holds the job. */
export function runCommissionApproval(
  db: Db,
  now: Date,
  publicUrl: string,
): Promise<number | null> {
  return withJobLock(db, 'drd-commission-approval', (tx) =>
    approveDueCommissions(tx, now, publicUrl),
  );
}

export const commissionApprovalJob = (db: Db, now: () => Date, publicUrl: string): IntervalJob => ({
  name: 'aprobación de comisiones',
  everyMs: COMMISSION_APPROVAL_INTERVAL_MS,
  runAtStart: true,
  run: () => runCommissionApproval(db, now(), publicUrl),
});
