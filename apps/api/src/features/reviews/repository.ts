// Reviews: a visitor's starts unapproved; the owner approves it (public, and the business's
// rating recomputed in the same transaction) or rejects it (deleted).
import { and, eq, sql } from 'drizzle-orm';
import { REVIEW_MESSAGES, type OwnerReview } from '@drd/shared/api/content/reviews';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { businesses, reviews } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { iso, rows } from '../owner-content/sql';

/** Whether a visitor may review the business: null when it is not public. */
export async function reviewsOpen(db: Db, businessId: number): Promise<boolean | null> {
  const [business] = await db
    .select({ isActive: businesses.isActive, reviewsEnabled: businesses.reviewsEnabled })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!business?.isActive) return null;
  return business.reviewsEnabled;
}

export async function insertReview(
  db: Db,
  review: {
    businessId: number;
    userId: number | null;
    rating: number;
    comment: string;
    reviewerName: string | null;
    reviewerEmail: string | null;
  },
  now: Date,
): Promise<void> {
  await db.insert(reviews).values({ ...review, createdAt: now });
}

export async function listOwnerReviews(db: Db, businessId: number): Promise<OwnerReview[]> {
  return rows<OwnerReview>(
    db,
    sql`select r.id, r.reviewer_name as "reviewerName", r.rating, r.comment,
        ${iso(sql`r.created_at`)} as "createdAt", r.is_approved as "isApproved",
        (select json_build_object('id', a.id, 'reply', a.reply, 'status', a.status)
          from review_replies a where a.review_id = r.id) as reply
      from reviews r where r.business_id = ${businessId}
      order by r.created_at desc, r.id desc limit 500`,
  );
}

/** rating = round(average of approved ratings × 10), the 0–50 scale of the directory. */
async function recomputeRating(tx: Tx, businessId: number): Promise<number> {
  const [row] = await tx
    .update(businesses)
    .set({
      rating: sql`coalesce((select round(avg(r.rating) * 10) from ${reviews} r
        where r.business_id = ${businessId} and r.is_approved), 0)`,
    })
    .where(eq(businesses.id, businessId))
    .returning({ rating: businesses.rating });
  return row?.rating ?? 0;
}

async function refuseMissing(tx: Tx, businessId: number, id: number): Promise<never> {
  const [found] = await tx
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.id, id), eq(reviews.businessId, businessId)));
  throw found ? conflict(REVIEW_MESSAGES.decided) : notFound(REVIEW_MESSAGES.notFound);
}

export async function approveReview(db: Db, businessId: number, id: number): Promise<number> {
  return db.transaction(async (tx) => {
    const approved = await tx
      .update(reviews)
      .set({ isApproved: true })
      .where(
        and(eq(reviews.id, id), eq(reviews.businessId, businessId), eq(reviews.isApproved, false)),
      )
      .returning({ id: reviews.id });
    if (approved.length === 0) return refuseMissing(tx, businessId, id);
    return recomputeRating(tx, businessId);
  });
}

/** Deletes a review still waiting; an approved one stays (its rating is public already). */
export async function rejectReview(db: Db, businessId: number, id: number): Promise<number> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(reviews)
      .where(
        and(eq(reviews.id, id), eq(reviews.businessId, businessId), eq(reviews.isApproved, false)),
      )
      .returning({ id: reviews.id });
    if (deleted.length === 0) return refuseMissing(tx, businessId, id);
    return recomputeRating(tx, businessId);
  });
}
