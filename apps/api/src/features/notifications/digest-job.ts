// The grouped notices run every few minutes on every instance; the job's advisory lock lets one
// instance at a time queue them (lib/interval-job.ts).
import type { FastifyInstance } from 'fastify';
import { withJobLock, type IntervalJob } from '../../lib/interval-job';
import {
  queueAdminDigest,
  queueContentDecisionNotices,
  queueReferralNotices,
  queueReviewNotices,
} from './digests';

export const DIGEST_INTERVAL_MS = 5 * 60 * 1000;

/** Queues what is due; null when another instance holds the job. */
export function runNotificationDigests(app: FastifyInstance) {
  return withJobLock(app.db, 'drd-notification-digests', async (tx) => {
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

export const notificationDigestJob = (app: FastifyInstance): IntervalJob => ({
  name: 'avisos agrupados',
  everyMs: DIGEST_INTERVAL_MS,
  run: () => runNotificationDigests(app),
});
