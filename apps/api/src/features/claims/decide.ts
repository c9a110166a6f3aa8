// An administrator's decision on a claim, bound to the version they saw (DESIGN §3). Approval
// moves an unowned listing at once; an owned one moves CLAIM_OBJECTION_DAYS later unless its
// owner objects (move-job.ts), and at once when the owner has already objected and been heard
// (docs/decisions/015-hardening-after-review.md).
import { eq, sql } from 'drizzle-orm';
import { CLAIM_MESSAGES, CLAIM_OBJECTION_DAYS } from '@drd/shared/api/claims';
import { STALE_VERSION_MESSAGE } from '@drd/shared/api/common';
import type { Db } from '../../db/client';
import { businessClaims } from '../../db/schema';
import { notFound, staleVersion } from '../../lib/http-error';
import { claimDecided } from '../notifications/business-messages';
import { notifyUser } from '../notifications/notify';
import {
  claimRejectedForOwner,
  claimScheduledForClaimant,
  claimScheduledForOwner,
} from './messages';
import { lockClaimedBusiness, moveListing } from './move';
import { recordAdminAction } from '../audit-log/record';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ClaimDecision {
  id: number;
  approve: boolean;
  version: number;
  adminId: number;
  notes: string | null;
  publicUrl: string;
}

export async function decideClaim(
  db: Db,
  input: ClaimDecision,
  now: Date,
): Promise<{ businessId: number; status: 'approved' | 'scheduled' | 'rejected' }> {
  return db.transaction(async (tx) => {
    const business = await lockClaimedBusiness(tx, input.id);
    if (!business) throw notFound('Solicitud no encontrada');
    const [claim] = await tx
      .select()
      .from(businessClaims)
      .where(eq(businessClaims.id, input.id))
      .for('update');
    if (!claim) throw notFound('Solicitud no encontrada');
    // Decided already: 409 with the version it moved to, as every decision answers.
    if (claim.status !== 'pending') throw staleVersion(CLAIM_MESSAGES.reviewed, claim.version);
    if (claim.version !== input.version) throw staleVersion(STALE_VERSION_MESSAGE, claim.version);

    const reviewed = { reviewedBy: input.adminId, reviewedAt: now, reviewNotes: input.notes };
    await recordAdminAction(
      tx,
      {
        adminId: input.adminId,
        action: input.approve ? 'claim.approve' : 'claim.reject',
        targetType: 'claim',
        targetId: claim.id,
        note: input.notes,
        before: { businessId: business.id, ownerId: business.userId },
        after: { claimantId: claim.userId },
      },
      now,
    );
    const common = { now, publicUrl: input.publicUrl };
    const ownerId = business.userId !== claim.userId ? business.userId : null;
    if (!input.approve) {
      await tx
        .update(businessClaims)
        .set({ ...reviewed, status: 'rejected', version: sql`${businessClaims.version} + 1` })
        .where(eq(businessClaims.id, claim.id));
      await notifyUser(tx, {
        ...common,
        userId: claim.userId,
        kind: 'claim-decided',
        content: claimDecided(input.publicUrl, {
          businessId: business.id,
          businessName: business.name,
          approved: false,
          note: input.notes,
        }),
      });
      if (ownerId !== null) {
        await notifyUser(tx, {
          ...common,
          userId: ownerId,
          kind: 'claim-decided-owner',
          content: claimRejectedForOwner(input.publicUrl, business.name),
        });
      }
      return { businessId: business.id, status: 'rejected' };
    }

    // Both ways on (moved now, or scheduled) move the version on.
    await tx.update(businessClaims).set(reviewed).where(eq(businessClaims.id, claim.id));
    if (ownerId === null || claim.objectedAt !== null) {
      await moveListing(
        tx,
        {
          claimId: claim.id,
          businessId: business.id,
          businessName: business.name,
          claimantId: claim.userId,
          previousOwnerId: ownerId,
          reviewerId: input.adminId,
          notes: input.notes,
          publicUrl: input.publicUrl,
        },
        now,
      );
      return { businessId: business.id, status: 'approved' };
    }
    // An owned listing: its owner is told now and keeps it for the objection period.
    const movesAt = new Date(now.getTime() + CLAIM_OBJECTION_DAYS * DAY_MS);
    await tx
      .update(businessClaims)
      .set({ status: 'scheduled', movesAt, version: sql`${businessClaims.version} + 1` })
      .where(eq(businessClaims.id, claim.id));
    await notifyUser(tx, {
      ...common,
      userId: ownerId,
      kind: 'claim-decided-owner',
      content: claimScheduledForOwner(input.publicUrl, business.name, movesAt),
    });
    await notifyUser(tx, {
      ...common,
      userId: claim.userId,
      kind: 'claim-scheduled',
      content: claimScheduledForClaimant(input.publicUrl, business.name, movesAt),
    });
    return { businessId: business.id, status: 'scheduled' };
  });
}
