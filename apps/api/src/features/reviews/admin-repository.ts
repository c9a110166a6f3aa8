// The administrators' side of reviews: a reported review stays public and waits here until an
// administrator keeps it or removes it with a reason, kept on the review. Each decision binds the
// version the administrator saw (decision 012): a decided or changed review answers 409.
import { sql } from 'drizzle-orm';
import { STALE_VERSION_MESSAGE } from '@drd/shared/api/common';
import { REVIEW_MESSAGES, type ReportedReview } from '@drd/shared/api/content/reviews';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { notFound, staleVersion } from '../../lib/http-error';
import { iso, rows } from '../owner-content/sql';
import { recomputeRating } from './rating';
import { recordAdminAction } from '../audit-log/record';

/** Not decided yet: neither removed nor kept after its report. */
const open = sql`r.removed_at is null and r.report_decided_at is null`;

/** Oldest report first: the one waiting longest is decided first. */
export async function listReportedReviews(db: Db): Promise<ReportedReview[]> {
  return rows<ReportedReview>(
    db,
    sql`select r.id, r.business_id as "businessId", coalesce(b.name, '') as "businessName",
        r.reviewer_name as "reviewerName", r.rating, r.comment,
        ${iso(sql`r.created_at`)} as "createdAt", ${iso(sql`r.reported_at`)} as "reportedAt",
        r.report_reason as "reportReason", r.version
      from reviews r left join businesses b on b.id = r.business_id
      where r.reported_at is not null and ${open}
      order by r.reported_at, r.id limit 200`,
  );
}

/**
 * Why a decision found nothing to change: 404 for an unknown review; 409 with the version it was
 * decided on for a decided one; 409 with the new version when it changed since the screen read it.
 */
async function refuse(tx: Tx, id: number, seen: number): Promise<never> {
  const [found] = await rows<{ version: number; decided: boolean; reported: boolean }>(
    tx,
    sql`select r.version, not (${open}) as decided, r.reported_at is not null as reported
      from reviews r where r.id = ${id} and r.confirmed_at is not null`,
  );
  if (!found) throw notFound(REVIEW_MESSAGES.notFound);
  if (found.decided) throw staleVersion(REVIEW_MESSAGES.adminDecided, found.version);
  if (found.version !== seen) throw staleVersion(STALE_VERSION_MESSAGE, found.version);
  throw staleVersion(REVIEW_MESSAGES.notReported, found.version);
}

/** Keeps a reported review public: the report is closed. Answers its business. */
export async function keepReported(
  db: Db,
  input: { id: number; version: number; adminId: number },
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    // A decision waiting on another's row lock re-reads the row and finds it decided: one winner.
    const [row] = await rows<{ businessId: number }>(
      tx,
      sql`update reviews r set report_decided_at = ${now.toISOString()}::timestamptz,
          decided_by = ${input.adminId}
        where r.id = ${input.id} and r.version = ${input.version}
          and r.reported_at is not null and ${open}
        returning r.business_id as "businessId"`,
    );
    if (!row) return refuse(tx, input.id, input.version);
    const after = { businessId: row.businessId, kept: true };
    await recordAdminAction(
      tx,
      {
        adminId: input.adminId,
        action: 'review.keep',
        targetType: 'review',
        targetId: input.id,
        after,
      },
      now,
    );
    return row.businessId;
  });
}

/**
 * Removes a review (reported, or any public one) with the reason, kept with it: it leaves the
 * profile and the rating but is never deleted. Answers its business.
 */
export async function removeReview(
  db: Db,
  input: { id: number; version: number; adminId: number; reason: string },
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await rows<{ businessId: number }>(
      tx,
      sql`update reviews r set is_approved = false, removed_at = ${now.toISOString()}::timestamptz,
          removal_reason = ${input.reason}, decided_by = ${input.adminId}
        where r.id = ${input.id} and r.version = ${input.version}
          and r.confirmed_at is not null and ${open}
        returning r.business_id as "businessId"`,
    );
    if (!row) return refuse(tx, input.id, input.version);
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
