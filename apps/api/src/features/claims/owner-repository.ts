// The current owner's side of a claim on their listing: what their panel lists, and the objection
// that stops a scheduled move and sends the claim back to the administrators.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CLAIM_MESSAGES, type ClaimOnMine } from '@drd/shared/api/claims';
import type { Db } from '../../db/client';
import { businessClaims, businesses } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { lockClaimedBusiness } from './move';

const OPEN = ['pending', 'scheduled'];

export async function listClaimsOnMine(db: Db, ownerId: number): Promise<ClaimOnMine[]> {
  const rows = await db
    .select({
      id: businessClaims.id,
      status: businessClaims.status,
      createdAt: businessClaims.createdAt,
      movesAt: businessClaims.movesAt,
      objectedAt: businessClaims.objectedAt,
      business: { id: businesses.id, name: businesses.name },
    })
    .from(businessClaims)
    .innerJoin(businesses, eq(businesses.id, businessClaims.businessId))
    .where(and(eq(businesses.userId, ownerId), inArray(businessClaims.status, OPEN)))
    .orderBy(asc(businessClaims.createdAt), asc(businessClaims.id))
    .limit(50);
  return rows.map((r) => ({
    ...r,
    status: r.status === 'scheduled' ? 'scheduled' : 'pending',
    createdAt: r.createdAt.toISOString(),
    movesAt: r.movesAt?.toISOString() ?? null,
    objectedAt: r.objectedAt?.toISOString() ?? null,
  }));
}

/**
 * The owner objects once per claim: a scheduled move stops and the claim waits for an admin again
 * (a new version, so a decision made on the old one is refused). Someone else's claim is 404.
 */
export async function objectToClaim(
  db: Db,
  input: { claimId: number; ownerId: number; reason: string },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const business = await lockClaimedBusiness(tx, input.claimId);
    if (!business || business.userId !== input.ownerId) throw notFound('Solicitud no encontrada');
    const [claim] = await tx
      .select()
      .from(businessClaims)
      .where(eq(businessClaims.id, input.claimId))
      .for('update');
    if (!claim || !OPEN.includes(claim.status)) throw conflict(CLAIM_MESSAGES.notObjectable);
    if (claim.objectedAt) throw conflict(CLAIM_MESSAGES.alreadyObjected);
    await tx
      .update(businessClaims)
      .set({
        status: 'pending',
        movesAt: null,
        objection: input.reason,
        objectedAt: now,
        reviewedBy: null,
        reviewedAt: null,
        version: sql`${businessClaims.version} + 1`,
      })
      .where(eq(businessClaims.id, claim.id));
  });
}
