// Reviews for the owner: a review reaches them, public, once its writer is known (confirmed_at);
// they answer it or report it with a reason, and it stays public until an administrator removes it
// (admin-repository.ts). Nothing here deletes or hides a review.
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { REVIEW_MESSAGES, type OwnerReview } from '@drd/shared/api/content/reviews';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { businesses, reviews, users } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { iso, rows } from '../owner-content/sql';
import { reviewStatusSql } from './rating';

/** Whether a visitor may review the business: null when it is not public. */
export async function reviewsOpen(db: Db, businessId: number) {
  const [business] = await db
    .select({
      isActive: businesses.isActive,
      name: businesses.name,
      reviewsEnabled: businesses.reviewsEnabled,
      userId: businesses.userId,
      email: businesses.email,
      phone: businesses.phone,
      whatsappNumber: businesses.whatsappNumber,
      ownerEmail: users.email,
    })
    .from(businesses)
    .leftJoin(users, eq(users.id, businesses.userId))
    .where(eq(businesses.id, businessId));
  if (!business?.isActive) return null;
  return business;
}

export async function listOwnerReviews(db: Db, businessId: number): Promise<OwnerReview[]> {
  return rows<OwnerReview>(
    db,
    sql`select r.id, r.reviewer_name as "reviewerName", r.rating, r.comment,
        ${iso(sql`r.created_at`)} as "createdAt", r.is_approved as "isApproved",
        ${reviewStatusSql} as status, r.report_reason as "reportReason",
        (select json_build_object('id', a.id, 'reply', a.reply, 'status', a.status)
          from review_replies a where a.review_id = r.id) as reply
      from reviews r where r.business_id = ${businessId} and r.confirmed_at is not null
      order by r.created_at desc, r.id desc limit 500`,
  );
}

/** A review the owner may report: public and not reported before. */
const reportable = (businessId: number, id: number) =>
  and(
    eq(reviews.id, id),
    eq(reviews.businessId, businessId),
    eq(reviews.isApproved, true),
    isNull(reviews.reportedAt),
    isNull(reviews.removedAt),
  );

async function refuseMissing(tx: Tx, businessId: number, id: number): Promise<never> {
  const [found] = await tx
    .select({ id: reviews.id })
    .from(reviews)
    .where(
      and(eq(reviews.id, id), eq(reviews.businessId, businessId), isNotNull(reviews.confirmedAt)),
    );
  throw found ? conflict(REVIEW_MESSAGES.decided) : notFound(REVIEW_MESSAGES.notFound);
}

/**
 * Reports a public review with the reason kept: it stays public, and in the rating, until an
 * administrator removes it. The new version is what the administrator's decision binds.
 * Answers the rating, unchanged.
 */
export async function reportReview(
  db: Db,
  input: { businessId: number; id: number; reason: string },
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const reported = await tx
      .update(reviews)
      .set({
        reportedAt: now,
        reportReason: input.reason,
        version: sql`${reviews.version} + 1`,
      })
      .where(reportable(input.businessId, input.id))
      .returning({ id: reviews.id });
    if (reported.length === 0) return refuseMissing(tx, input.businessId, input.id);
    const [business] = await tx
      .select({ rating: businesses.rating })
      .from(businesses)
      .where(eq(businesses.id, input.businessId));
    return business?.rating ?? 0;
  });
}
