import { and, desc, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CLAIM_MESSAGES, type Claim } from '@drd/shared/api/claims';
import type { Db } from '../../db/client';
import { businessClaims, businesses, subscriptions, users } from '../../db/schema';
import { claimDecided } from '../notifications/business-messages';
import { notifyUser } from '../notifications/notify';
import { conflict, notFound } from '../../lib/http-error';

const owners = alias(users, 'owners');

export async function createClaim(
  db: Db,
  input: { businessId: number; userId: number; note: string; documentKey?: string | undefined },
  now: Date,
): Promise<{ id: number; status: 'pending'; businessHasOwner: boolean }> {
  const [business] = await db
    .select({ userId: businesses.userId })
    .from(businesses)
    .where(eq(businesses.id, input.businessId));
  if (!business) throw notFound('Negocio no encontrado');
  if (business.userId === input.userId) throw conflict(CLAIM_MESSAGES.alreadyOwner);
  // The partial unique index keeps one open claim per person and listing, even when two arrive
  // together.
  const [row] = await db
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
  return { id: row.id, status: 'pending', businessHasOwner: business.userId !== null };
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
    .orderBy(status === 'pending' ? businessClaims.createdAt : desc(businessClaims.reviewedAt))
    .limit(200);
  return rows.map(({ claim, business, ownerId, ownerUsername, claimant }) => ({
    id: claim.id,
    status: claim.status as Claim['status'],
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

/**
 * Decides a pending claim in one transaction. Approval hands the listing (and its plan) to the
 * claimant, makes them an owner and closes the other open claims on it.
 */
export async function decideClaim(
  db: Db,
  input: { id: number; approve: boolean; adminId: number; notes: string | null; publicUrl: string },
  now: Date,
): Promise<{ businessId: number }> {
  return db.transaction(async (tx) => {
    const [claim] = await tx
      .update(businessClaims)
      .set({
        status: input.approve ? 'approved' : 'rejected',
        reviewedBy: input.adminId,
        reviewedAt: now,
        reviewNotes: input.notes,
      })
      .where(and(eq(businessClaims.id, input.id), eq(businessClaims.status, 'pending')))
      .returning({ businessId: businessClaims.businessId, userId: businessClaims.userId });
    if (!claim) {
      const [exists] = await tx
        .select({ id: businessClaims.id })
        .from(businessClaims)
        .where(eq(businessClaims.id, input.id));
      throw exists ? conflict(CLAIM_MESSAGES.reviewed) : notFound('Solicitud no encontrada');
    }
    const [listing] = await tx
      .select({ name: businesses.name })
      .from(businesses)
      .where(eq(businesses.id, claim.businessId));
    const message = claimDecided(input.publicUrl, {
      businessId: claim.businessId,
      businessName: listing?.name ?? '',
      approved: input.approve,
      note: input.notes,
    });
    await notifyUser(tx, {
      userId: claim.userId,
      kind: 'claim-decided',
      content: message,
      now,
      publicUrl: input.publicUrl,
    });
    if (!input.approve) return { businessId: claim.businessId };
    await tx
      .update(businesses)
      .set({ userId: claim.userId, updatedAt: now })
      .where(eq(businesses.id, claim.businessId));
    await tx
      .update(subscriptions)
      .set({ userId: claim.userId })
      .where(eq(subscriptions.businessId, claim.businessId));
    await tx
      .update(users)
      .set({ role: 'business_owner' })
      .where(and(eq(users.id, claim.userId), eq(users.role, 'user')));
    await tx
      .update(businessClaims)
      .set({
        status: 'rejected',
        reviewedBy: input.adminId,
        reviewedAt: now,
        reviewNotes: CLAIM_MESSAGES.otherApproved,
      })
      .where(
        and(
          eq(businessClaims.businessId, claim.businessId),
          eq(businessClaims.status, 'pending'),
          ne(businessClaims.id, input.id),
        ),
      );
    return { businessId: claim.businessId };
  });
}
