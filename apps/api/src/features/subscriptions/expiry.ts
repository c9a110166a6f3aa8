// The job that lapses ended plans and queues the renewal reminders. Safe with several server
// instances: the job's advisory lock lets one instance run it at a time, and the others skip that
// round (lib/interval-job.ts).
import type { FastifyInstance } from 'fastify';
import { withJobLock, type IntervalJob } from '../../lib/interval-job';
import { afterBusinessChange } from '../businesses/after-change';
import { queueRenewalReminders } from '../notifications/renewal-reminders';
import { lapseExpiredPlans } from './plan-period';

/** Hourly, so a plan lapses within an hour of its end whichever instance is up. */
export const PLAN_EXPIRY_INTERVAL_MS = 60 * 60 * 1000;

/** Lapses the ended plans; null when another instance holds the job. */
export async function applyPlanExpiries(app: FastifyInstance): Promise<number[] | null> {
  const ids = await withJobLock(app.db, 'drd-plan-expiry', async (tx) => {
    const lapsed = await lapseExpiredPlans(tx, app.now());
    await queueRenewalReminders(tx, app.now(), app.config.PUBLIC_URL);
    return lapsed;
  });
  if (ids) await afterBusinessChange(app.db, app.cache, ids);
  return ids;
}

export const planExpiryJob = (app: FastifyInstance): IntervalJob => ({
  name: 'vencimiento de planes',
  everyMs: PLAN_EXPIRY_INTERVAL_MS,
  runAtStart: true,
  run: () => applyPlanExpiries(app),
});
