// Moving a listing to the person whose claim was approved: the business and its plan change
// hands, the claimant becomes an owner, the other open claims on it close. The caller holds the
// business's row lock (lockClaimedBusiness) so two moves of one listing never interleave.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { CLAIM_MESSAGES } from '@drd/shared/api/claims';
import type { Tx } from '../../db/transaction';
import { queryRows } from '../../db/raw';
import { businessClaims, businesses, subscriptions, users } from '../../db/schema';
import { claimDecided } from '../notifications/business-messages';
import { notifyUser } from '../notifications/notify';
import { lapseVerification } from '../verification/lapse';
import { listingMovedForOwner } from './messages';

/**
 * Locks the claimed business first: every transaction that changes a claim's outcome takes this
 * lock before any claim row, so two approvals of one listing queue instead of deadlocking.
 * Answers the business's current owner and name, or null when the claim does not exist.
 */
export async function lockClaimedBusiness(tx: Tx, claimId: number) {
  const [row] = await queryRows<{ id: number; userId: number | null; name: string }>(
    tx,
    sql`select b.id, b.user_id as "userId", b.name from businesses b
      where b.id = (select business_id from business_claims where id = ${claimId})
      for update of b`,
  );
  return row ?? null;
}

export interface MoveInput {
  claimId: number;
  businessId: number;
  businessName: string;
  claimantId: number;
  previousOwnerId: number | null;
  reviewerId: number | null;
  notes: string | null;
  publicUrl: string;
}

export async function moveListing(tx: Tx, input: MoveInput, now: Date): Promise<void> {
  await tx
    .update(businessClaims)
    .set({ status: 'approved', movesAt: null, version: sql`${businessClaims.version} + 1` })
    .where(eq(businessClaims.id, input.claimId));
  await tx
    .update(businesses)
    .set({ userId: input.claimantId, updatedAt: now })
    .where(eq(businesses.id, input.businessId));
  // The badge vouched for the previous owner.
  await lapseVerification(tx, input.businessId, now);
  await tx
    .update(subscriptions)
    .set({ userId: input.claimantId })
    .where(eq(subscriptions.businessId, input.businessId));
  await tx
    .update(users)
    .set({ role: 'business_owner' })
    .where(and(eq(users.id, input.claimantId), eq(users.role, 'user')));
  await tx
    .update(businessClaims)
    .set({
      status: 'rejected',
      reviewedBy: input.reviewerId,
      reviewedAt: now,
      reviewNotes: CLAIM_MESSAGES.otherApproved,
      movesAt: null,
      version: sql`${businessClaims.version} + 1`,
    })
    .where(
      and(
        eq(businessClaims.businessId, input.businessId),
        inArray(businessClaims.status, ['pending', 'scheduled']),
        ne(businessClaims.id, input.claimId),
      ),
    );
  const common = { now, publicUrl: input.publicUrl };
  await notifyUser(tx, {
    ...common,
    userId: input.claimantId,
    kind: 'claim-decided',
    content: claimDecided(input.publicUrl, {
      businessId: input.businessId,
      businessName: input.businessName,
      approved: true,
      note: input.notes,
    }),
  });
  if (input.previousOwnerId !== null && input.previousOwnerId !== input.claimantId) {
    await notifyUser(tx, {
      ...common,
      userId: input.previousOwnerId,
      kind: 'claim-moved-owner',
      content: listingMovedForOwner(input.publicUrl, input.businessName),
    });
  }
}
