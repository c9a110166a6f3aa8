// The owner answers a published review of their own business, once.
import { sql } from 'drizzle-orm';
import { REVIEW_MESSAGES } from '@drd/shared/api/content/reviews';
import type { Tx } from '../../db/transaction';
import { conflict, notFound } from '../../lib/http-error';
import { rows } from '../owner-content/sql';

export async function checkReplyTarget(
  tx: Tx,
  businessId: number,
  data: Record<string, unknown>,
): Promise<void> {
  // The review's row lock makes two answers sent together wait for each other. The existing
  // answer is read in a second statement: under READ COMMITTED a statement that waited for a
  // lock still sees its own older snapshot, so a check inside the locking statement missed the
  // answer the first one had just committed, and the insert hit the unique index (a 500).
  const [review] = await rows<{ approved: boolean }>(
    tx,
    sql`select r.is_approved as approved from reviews r
      where r.id = ${Number(data.reviewId)} and r.business_id = ${businessId} for update`,
  );
  if (!review) throw notFound(REVIEW_MESSAGES.notFound);
  if (!review.approved) throw conflict(REVIEW_MESSAGES.notApproved);
  const [answered] = await rows<{ id: number }>(
    tx,
    sql`select a.id from review_replies a where a.review_id = ${Number(data.reviewId)}`,
  );
  if (answered) throw conflict(REVIEW_MESSAGES.answered);
}
