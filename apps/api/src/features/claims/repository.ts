import { asc, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CLAIM_MESSAGES, type Claim } from '@drd/shared/api/claims';
import type { Db } from '../../db/client';
import { businessClaims, businesses, users } from '../../db/schema';
import { notifyUser } from '../notifications/notify';
import { conflict, notFound } from '../../lib/http-error';
import { claimFiledForOwner } from './messages';

const owners = alias(users, 'owners');

/** Files a claim; the listing's current owner is told in the same transaction. */
export async function createClaim(
  db: Db,
  input: {
    businessId: number;
    userId: number;
    note: string;
    documentKey?: string | undefined;
    publicUrl: string;
  },
  now: Date,
): Promise<{ id: number; status: 'pending'; businessHasOwner: boolean }> {
  return db.transaction(async (tx) => {
    const [business] = await tx
      .select({ userId: businesses.userId, name: businesses.name })
      .from(businesses)
      .where(eq(businesses.id, input.businessId));
    if (!business) throw notFound('Negocio no encontrado');
    if (business.userId === input.userId) throw conflict(CLAIM_MESSAGES.alreadyOwner);
    // The partial unique index keeps one open claim per person and listing, even when two
    // arrive together.
    const [row] = await tx
      .insert(businessClaims)
      .values({
        businessId: input.businessId,
        userId: input.userId,
        note: input.note,
        documentKey: input.documentKey ?? null,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: businessClaims.id });
    if (!row) throw conflict(CLAIM_MESSAGES.alreadyPending);
    await notifyUser(tx, {
      userId: business.userId,
      kind: 'claim-filed-owner',
      content: claimFiledForOwner(input.publicUrl, business.name),
      now,
      publicUrl: input.publicUrl,
    });
    return { id: row.id, status: 'pending', businessHasOwner: business.userId !== null };
  });
}

export async function listClaims(db: Db, status: Claim['status']): Promise<Claim[]> {
  const rows = await db
    .select({
      claim: businessClaims,
      business: { id: businesses.id, name: businesses.name, isActive: businesses.isActive },
      ownerId: owners.id,
      ownerUsername: owners.username,
      claimant: { id: users.id, username: users.username, email: users.email },
    })
    .from(businessClaims)
    .innerJoin(businesses, eq(businesses.id, businessClaims.businessId))
    .innerJoin(users, eq(users.id, businessClaims.userId))
    .leftJoin(owners, eq(owners.id, businesses.userId))
    .where(eq(businessClaims.status, status))
    .orderBy(
      status === 'pending'
        ? asc(businessClaims.createdAt)
        : status === 'scheduled'
          ? asc(businessClaims.movesAt)
          : desc(businessClaims.reviewedAt),
    )
    .limit(200);
  return rows.map(({ claim, business, ownerId, ownerUsername, claimant }) => ({
    id: claim.id,
    status: claim.status as Claim['status'],
    version: claim.version,
    movesAt: claim.movesAt?.toISOString() ?? null,
    objection: claim.objection,
    objectedAt: claim.objectedAt?.toISOString() ?? null,
    note: claim.note,
    documentKey: claim.documentKey,
    createdAt: claim.createdAt.toISOString(),
    reviewedAt: claim.reviewedAt?.toISOString() ?? null,
    reviewNotes: claim.reviewNotes,
    business: {
      ...business,
      owner:
        ownerId !== null && ownerUsername !== null
          ? { id: ownerId, username: ownerUsername }
          : null,
    },
    claimant,
  }));
}
