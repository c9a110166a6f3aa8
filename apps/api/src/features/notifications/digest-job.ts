// The grouped notices run every few minutes on every instance; a transaction-scoped advisory
// lock lets one instance at a time queue them (like features/subscriptions/expiry.ts).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../db/raw';
import {
  queueAdminDigest,
  queueContentDecisionNotices,
  queueReferralNotices,
  queueReviewNotices,
} from './digests';

export const DIGEST_INTERVAL_MS = 5 * 60 * 1000;

/** Queues what is due; null when another instance holds the job. */
export async function runNotificationDigests(app: FastifyInstance) {
  return app.db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(hashtext('drd-notification-digests')) as locked`,
    );
    if (!lock?.locked) return null;
    const now = app.now();
    const publicUrl = app.config.PUBLIC_URL;
    return {
      decisions: await queueContentDecisionNotices(tx, now, publicUrl),
      reviews: await queueReviewNotices(tx, now, publicUrl),
      referrals: await queueReferralNotices(tx, now, publicUrl),
      adminDigests: await queueAdminDigest(tx, now, publicUrl),
    };
  });
}

export function startNotificationDigestJob(
  app: FastifyInstance,
  onError: (error: unknown) => void,
): () => void {
  const run = () => void runNotificationDigests(app).catch(onError);
  const timer = setInterval(run, DIGEST_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
