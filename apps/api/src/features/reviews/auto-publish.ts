// A review the owner leaves waiting for 7 days is published (decision 014): an owner cannot keep
// a bad review out of sight by ignoring it. Unconfirmed reviews whose link expired are deleted. One instance at a time runs it (the job's advisory
// lock); the conditional update makes a second run, or a late one, publish nothing twice.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../db/raw';
import { withJobLock, type IntervalJob } from '../../lib/interval-job';
import { afterBusinessChange } from '../businesses/after-change';
import { CONFIRM_TTL_MS } from './confirmation';
import { recomputeRating } from './rating';

export const AUTO_PUBLISH_AFTER_MS = 7 * 24 * 60 * 60 * 1000;
/** Hourly: a review is published within an hour of its seventh day. */
export const AUTO_PUBLISH_INTERVAL_MS = 60 * 60 * 1000;

/** Publishes the reviews waiting 7 days; answers their businesses (null: another instance ran). */
export async function publishWaitingReviews(app: FastifyInstance): Promise<number[] | null> {
  const due = new Date(app.now().getTime() - AUTO_PUBLISH_AFTER_MS);
  const ids = await withJobLock(app.db, 'drd-review-auto-publish', async (tx) => {
    const published = await queryRows<{ businessId: number }>(
      tx,
      sql`update reviews set is_approved = true
        where confirmed_at <= ${due.toISOString()}::timestamptz and not is_approved
          and reported_at is null and removed_at is null
        returning business_id as "businessId"`,
    );
    // Reviews whose link died unopened never counted; nothing refers to them.
    await tx.execute(sql`delete from reviews where confirmed_at is null
      and created_at <= ${new Date(app.now().getTime() - CONFIRM_TTL_MS).toISOString()}::timestamptz`);
    const businessIds = [...new Set(published.map((r) => r.businessId))];
    for (const id of businessIds) await recomputeRating(tx, id);
    return businessIds;
  });
  if (ids && ids.length > 0) await afterBusinessChange(app.db, app.cache, ids);
  return ids;
}

export const reviewAutoPublishJob = (app: FastifyInstance): IntervalJob => ({
  name: 'publicación de reseñas sin decidir',
  everyMs: AUTO_PUBLISH_INTERVAL_MS,
  runAtStart: true,
  run: () => publishWaitingReviews(app),
});
