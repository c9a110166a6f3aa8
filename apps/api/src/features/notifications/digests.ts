// Notices that group several events into one message: the decisions of one review session, the
// an owner's new reviews, an affiliate's new referrals, and the administrators' hourly digest.
import { and, eq, gt, inArray, isNotNull, isNull, lte, max, not, sql } from 'drizzle-orm';
import type { Tx } from '../../db/transaction';
import {
  businessProfileSubmissions,
  businesses,
  mailOutbox,
  referrals,
  reviews,
  users,
} from '../../db/schema';
import { newReferrals } from '../affiliates/messages';
import { adminDigest, contentDecisions, reviewsWaiting } from './decision-messages';
import { notifyBusiness } from './business-audience';
import { notifyUser } from './notify';

const MINUTE_MS = 60_000;
/** A review session ends when a business's changes got no decision for this long. */
export const SESSION_QUIET_MS = 10 * MINUTE_MS;
/** At most one reviews notice per business, and one digest per administrator, per hour. */
export const NOTICE_GAP_MS = 60 * MINUTE_MS;

const submissions = businessProfileSubmissions;
// Registrations get their own approval or rejection message.
const notRegistration = not(
  and(eq(submissions.contentType, 'business'), eq(submissions.changeType, 'new_content'))!,
);

/** One message per business whose review session ended; answers how many were queued. */
export async function queueContentDecisionNotices(tx: Tx, now: Date, publicUrl: string) {
  const due = await tx
    .select({ businessId: submissions.businessId })
    .from(submissions)
    .where(
      and(isNull(submissions.ownerNotifiedAt), isNotNull(submissions.reviewedAt), notRegistration),
    )
    .groupBy(submissions.businessId)
    .having(lte(max(submissions.reviewedAt), new Date(now.getTime() - SESSION_QUIET_MS)));
  let queued = 0;
  for (const { businessId } of due) {
    const changes = await tx
      .select({
        id: submissions.id,
        contentType: submissions.contentType,
        changeType: submissions.changeType,
        changeData: submissions.changeData,
        status: submissions.status,
        reviewNotes: submissions.reviewNotes,
      })
      .from(submissions)
      .where(
        and(
          eq(submissions.businessId, businessId),
          isNull(submissions.ownerNotifiedAt),
          isNotNull(submissions.reviewedAt),
          notRegistration,
        ),
      )
      .orderBy(submissions.reviewedAt, submissions.id)
      .for('update', { skipLocked: true });
    const [business] = await tx
      .select({ id: businesses.id, name: businesses.name, userId: businesses.userId })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    if (!business || changes.length === 0) continue;
    const sent = await notifyBusiness(tx, {
      businessId,
      kind: 'content-decisions',
      content: contentDecisions(publicUrl, business, changes),
      now,
      publicUrl,
    });
    if (sent > 0) queued++;
    // Marked even when the owner opted out, so they do not pile up.
    await tx
      .update(submissions)
      .set({ ownerNotifiedAt: now })
      .where(
        inArray(
          submissions.id,
          changes.map((c) => c.id),
        ),
      );
  }
  return queued;
}

/** Tells owners of their new public reviews (to answer or report), at most once an hour per business. */
export async function queueReviewNotices(tx: Tx, now: Date, publicUrl: string) {
  const recentlyTold = tx
    .select({ id: reviews.businessId })
    .from(reviews)
    .where(gt(reviews.ownerNotifiedAt, new Date(now.getTime() - NOTICE_GAP_MS)));
  const due = await tx
    .select({
      businessId: reviews.businessId,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(
      and(
        isNull(reviews.ownerNotifiedAt),
        // Public reviews only: an unconfirmed one is no news, a removed one no longer public.
        eq(reviews.isApproved, true),
        not(inArray(reviews.businessId, recentlyTold)),
      ),
    )
    .groupBy(reviews.businessId);
  let queued = 0;
  for (const { businessId, count } of due) {
    const [business] = await tx
      .select({ id: businesses.id, name: businesses.name, userId: businesses.userId })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    if (business) {
      const sent = await notifyBusiness(tx, {
        businessId,
        kind: 'reviews-waiting',
        content: reviewsWaiting(publicUrl, business, count),
        now,
        publicUrl,
      });
      if (sent > 0) queued++;
    }
    await tx
      .update(reviews)
      .set({ ownerNotifiedAt: now })
      .where(
        and(
          eq(reviews.businessId, businessId),
          isNull(reviews.ownerNotifiedAt),
          eq(reviews.isApproved, true),
        ),
      );
  }
  return queued;
}

/** Tells each affiliate of the accounts that came through them since the last notice. */
export async function queueReferralNotices(tx: Tx, now: Date, publicUrl: string) {
  const waiting = await tx
    .select({ id: referrals.id, affiliateId: referrals.referrerId, name: users.fullName })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referredUserId))
    .where(isNull(referrals.affiliateNotifiedAt))
    .orderBy(referrals.id)
    .for('update', { of: referrals, skipLocked: true });
  const byAffiliate = new Map<number, string[]>();
  for (const row of waiting) {
    byAffiliate.set(row.affiliateId, [...(byAffiliate.get(row.affiliateId) ?? []), row.name]);
  }
  let queued = 0;
  for (const [affiliateId, names] of byAffiliate) {
    const sent = await notifyUser(tx, {
      userId: affiliateId,
      kind: 'affiliate-referral',
      content: newReferrals(publicUrl, names),
      now,
      publicUrl,
    });
    if (sent) queued++;
  }
  if (waiting.length > 0) {
    await tx
      .update(referrals)
      .set({ affiliateNotifiedAt: now })
      .where(
        inArray(
          referrals.id,
          waiting.map((r) => r.id),
        ),
      );
  }
  return queued;
}

/** The administrators' digest: what arrived since the last one, at most one an hour. */
export async function queueAdminDigest(tx: Tx, now: Date, publicUrl: string) {
  const [last] = await tx
    .select({ at: max(mailOutbox.createdAt) })
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, 'admin-digest'));
  if (last?.at && now.getTime() - last.at.getTime() < NOTICE_GAP_MS) return 0;
  const pending = eq(submissions.status, 'pending');
  const [arrived] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(submissions)
    .where(last?.at ? and(pending, gt(submissions.createdAt, last.at)) : pending);
  if (!arrived?.n) return 0;
  const [waiting] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      registrations: sql<number>`(count(*) filter (where ${submissions.contentType} = 'business' and ${submissions.changeType} = 'new_content'))::int`,
    })
    .from(submissions)
    .where(pending);
  const total = waiting?.total ?? 0;
  const registrations = waiting?.registrations ?? 0;
  const content = adminDigest(publicUrl, {
    total,
    registrations,
    changes: total - registrations,
  });
  const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
  const hour = new Date(Math.floor(now.getTime() / NOTICE_GAP_MS) * NOTICE_GAP_MS).toISOString();
  let queued = 0;
  for (const admin of admins) {
    const sent = await notifyUser(tx, {
      userId: admin.id,
      kind: 'admin-digest',
      content,
      now,
      publicUrl,
      dedupeKey: `admin-digest:${admin.id}:${hour}`,
    });
    if (sent) queued++;
  }
  return queued;
}
