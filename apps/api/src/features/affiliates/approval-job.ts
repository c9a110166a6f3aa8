// The daily job that approves commissions past their refund window. Safe with several server
// instances the way the plan expiry job is (subscriptions/expiry.ts): a transaction-scoped
// advisory lock lets one instance run it at a time, and the update itself is idempotent.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { approveDueCommissions } from './ledger';

export const COMMISSION_APPROVAL_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** Approves the due commissions; null when another instance holds the job. */
export function runCommissionApproval(
  db: Db,
  now: Date,
  publicUrl: string,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(hashtext('drd-commission-approval')) as locked`,
    );
    if (!lock?.locked) return null;
    return approveDueCommissions(tx, now, publicUrl);
  });
}

export function startCommissionApprovalJob(
  db: Db,
  now: () => Date,
  publicUrl: string,
  onError: (error: unknown) => void,
): () => void {
  const run = () => void runCommissionApproval(db, now(), publicUrl).catch(onError);
  run();
  const timer = setInterval(run, COMMISSION_APPROVAL_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
