// Moves the listings whose approved claims have waited out the owner's objection period. Safe
// with several instances: the job lock lets one run at a time, and each claim is re-read under
// its business's lock, so a claim objected to meanwhile, or already moved, is left alone.
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businessClaims } from '../../db/schema';
import { withJobLock, type IntervalJob } from '../../lib/interval-job';
import { lockClaimedBusiness, moveListing } from './move';

export const CLAIM_MOVE_INTERVAL_MS = 15 * 60 * 1000;
const BATCH = 50;

/** Answers how many listings moved; null when another instance holds the job. */
export function runClaimMoves(db: Db, now: Date, publicUrl: string): Promise<number | null> {
  return withJobLock(db, 'drd-claim-moves', async (tx) => {
    const due = await tx
      .select({ id: businessClaims.id })
      .from(businessClaims)
      .where(and(eq(businessClaims.status, 'scheduled'), lte(businessClaims.movesAt, now)))
      .orderBy(asc(businessClaims.movesAt))
      .limit(BATCH);
    let moved = 0;
    for (const { id } of due) {
      const business = await lockClaimedBusiness(tx, id);
      const [claim] = await tx
        .select()
        .from(businessClaims)
        .where(eq(businessClaims.id, id))
        .for('update');
      if (!business || claim?.status !== 'scheduled' || !claim.movesAt || claim.movesAt > now) {
        continue;
      }
      await moveListing(
        tx,
        {
          claimId: claim.id,
          businessId: business.id,
          businessName: business.name,
          claimantId: claim.userId,
          previousOwnerId: business.userId,
          reviewerId: claim.reviewedBy,
          notes: claim.reviewNotes,
          publicUrl,
        },
        now,
      );
      moved++;
    }
    return moved;
  });
}

export const claimMoveJob = (db: Db, now: () => Date, publicUrl: string): IntervalJob => ({
  name: 'traspaso de negocios reclamados',
  everyMs: CLAIM_MOVE_INTERVAL_MS,
  runAtStart: true,
  run: () => runClaimMoves(db, now(), publicUrl),
});
