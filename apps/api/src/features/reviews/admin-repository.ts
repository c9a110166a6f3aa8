// The administrators' side of reviews: the reported ones wait here until an administrator
// publishes them or removes them with a reason, kept on the review.
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { REVIEW_MESSAGES, type ReportedReview } from '@drd/shared/api/content/reviews';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { reviews } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { iso, rows } from '../owner-content/sql';
import { recomputeRating } from './rating';
import { recordAdminAction } from '../audit-log/record';

/** Oldest report first: the one waiting longest is decided first. */
export async function listReportedReviews(db: Db): Promise<ReportedReview[]> {
  return rows<ReportedReview>(
    db,
    sql`select r.id, r.business_id as "businessId", coalesce(b.name, '') as "businessName",
        r.reviewer_name as "reviewerName", r.rating, r.comment,
        ${iso(sql`r.created_at`)} as "createdAt", ${iso(sql`r.reported_at`)} as "reportedAt",
        r.report_reason as "reportReason"
      from reviews r left join businesses b on b.id = r.business_id
      where r.reported_at is not null and r.removed_at is null and not r.is_approved
      order by r.reported_at, r.id limit 200`,
  );
}

async function refuse(tx: Tx, id: number): Promise<never> {
  const [found] = await tx
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.id, id), isNotNull(reviews.confirmedAt)));
  throw found ? conflict(REVIEW_MESSAGES.adminDecided) : notFound(REVIEW_MESSAGES.notFound);
}

/** Publishes a reported review; answers its business. */
export async function publishReported(
  db: Db,
  id: number,
  adminId: number,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(reviews)
      .set({ isApproved: true, decidedBy: adminId })
      .where(
        and(
          eq(reviews.id, id),
          isNotNull(reviews.reportedAt),
          isNull(reviews.removedAt),
          eq(reviews.isApproved, false),
        ),
      )
      .returning({ businessId: reviews.businessId });
    if (!row) return refuse(tx, id);
    await recomputeRating(tx, row.businessId);
    const after = { businessId: row.businessId, published: true };
    await recordAdminAction(
      tx,
      { adminId, action: 'review.publish', targetType: 'review', targetId: id, after },
      now,
    );
    return row.businessId;
  });
}

/**
 * Removes a review (reported, or already published) with the reason, kept with it: it leaves the
 * profile and the rating but is never deleted. Answers its business.
 */
export async function removeReview(
  db: Db,
  input: { id: number; adminId: number; reason: string },
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(reviews)
      .set({
        isApproved: false,
        removedAt: now,
        removalReason: input.reason,
        decidedBy: input.adminId,
      })
      .where(
        and(eq(reviews.id, input.id), isNotNull(reviews.confirmedAt), isNull(reviews.removedAt)),
      )
      .returning({ businessId: reviews.businessId });
    if (!row) return refuse(tx, input.id);
    await recomputeRating(tx, row.businessId);
    const entry = { action: 'review.remove', targetType: 'review' as const, targetId: input.id };
    const after = { businessId: row.businessId, removed: true };
    await recordAdminAction(
      tx,
      { ...entry, adminId: input.adminId, note: input.reason, after },
      now,
    );
    return row.businessId;
  });
}
