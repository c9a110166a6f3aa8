// Reviews whose mailed link expired unopened never counted and nothing refers to them: an hourly
// job deletes them. One instance at a time runs it (the job's advisory lock). Reviews are public
// once their writer is known (decision 014): no job publishes anything.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../db/raw';
import { withJobLock, type IntervalJob } from '../../lib/interval-job';
import { CONFIRM_TTL_MS } from './confirmation';

export const UNCONFIRMED_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/** Deletes the reviews whose link died unopened; answers how many (null: another instance ran). */
export async function deleteExpiredUnconfirmed(app: FastifyInstance): Promise<number | null> {
  const expired = new Date(app.now().getTime() - CONFIRM_TTL_MS).toISOString();
  return withJobLock(app.db, 'drd-review-unconfirmed-cleanup', async (tx) => {
    const gone = await queryRows<{ id: number }>(
      tx,
      sql`delete from reviews where confirmed_at is null
        and created_at <= ${expired}::timestamptz returning id`,
    );
    return gone.length;
  });
}

export const reviewCleanupJob = (app: FastifyInstance): IntervalJob => ({
  name: 'borrado de reseñas sin confirmar',
  everyMs: UNCONFIRMED_CLEANUP_INTERVAL_MS,
  runAtStart: true,
  run: () => deleteExpiredUnconfirmed(app),
});
