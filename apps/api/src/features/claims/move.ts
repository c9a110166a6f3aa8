// Moving a listing to the person whose claim was approved: the business changes hands through the
// one ownership move (managers/transfer.ts), and the other open claims on it close. The caller holds the
// business's row lock (lockClaimedBusiness) so two moves of one listing never interleave.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { CLAIM_MESSAGES } from '@drd/shared/api/claims';
import type { Tx } from '../../db/transaction';
import { queryRows } from '../../db/raw';
import { businessClaims } from '../../db/schema';
import { claimDecided } from '../notifications/business-messages';
import { notifyUser } from '../notifications/notify';
import { moveOwnership } from '../managers/transfer';

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
  // The same move as a transfer: plan, role, badge, managers and invitations (managers/transfer.ts).
  await moveOwnership(
    tx,
    {
      businessId: input.businessId,
      businessName: input.businessName,
      previousOwnerId: input.previousOwnerId,
      newOwnerId: input.claimantId,
      publicUrl: input.publicUrl,
      cause: 'claim',
    },
    now,
  );
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
}
