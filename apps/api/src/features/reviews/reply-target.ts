// The owner answers an approved review of their own business, once.
import { sql } from 'drizzle-orm';
import { REVIEW_MESSAGES } from '@drd/shared/api/content/reviews';
import type { Tx } from '../../db/transaction';
import { conflict, notFound } from '../../lib/http-error';

export async function checkReplyTarget(
  tx: Tx,
  businessId: number,
  data: Record<string, unknown>,
): Promise<void> {
  // The review's row lock makes two answers sent together wait for each other.
  const result: unknown = await tx.execute(sql`select r.is_approved as approved,
      exists (select 1 from review_replies a where a.review_id = r.id) as answered
    from reviews r where r.id = ${Number(data.reviewId)} and r.business_id = ${businessId}
    for update`);
  const [review] = (result as { rows: { approved: boolean; answered: boolean }[] }).rows;
  if (!review) throw notFound(REVIEW_MESSAGES.notFound);
  if (!review.approved) throw conflict(REVIEW_MESSAGES.notApproved);
  if (review.answered) throw conflict(REVIEW_MESSAGES.answered);
}
