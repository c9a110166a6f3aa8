// The job that lapses ended plans and queues the renewal reminders. Safe with several server
// instances: a transaction-scoped advisory lock lets one instance run it at a time, and the
// others skip that round.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../db/raw';
import { afterBusinessChange } from '../businesses/after-change';
import { queueRenewalReminders } from '../notifications/renewal-reminders';
import { lapseExpiredPlans } from './plan-period';

/** Hourly, so a plan lapses within an hour of its end whichever instance is up. */
export const PLAN_EXPIRY_INTERVAL_MS = 60 * 60 * 1000;

/** Lapses the ended plans; null when another instance holds the job. */
export async function applyPlanExpiries(app: FastifyInstance): Promise<number[] | null> {
  const ids = await app.db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(hashtext('drd-plan-expiry')) as locked`,
    );
    if (!lock?.locked) return null;
    const lapsed = await lapseExpiredPlans(tx, app.now());
    await queueRenewalReminders(tx, app.now(), app.config.PUBLIC_URL);
    return lapsed;
  });
  if (ids) await afterBusinessChange(app.db, app.cache, ids);
  return ids;
}

export function startPlanExpiryJob(
  app: FastifyInstance,
  onError: (error: unknown) => void,
): () => void {
  const run = () => void applyPlanExpiries(app).catch(onError);
  run();
  const timer = setInterval(run, PLAN_EXPIRY_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
