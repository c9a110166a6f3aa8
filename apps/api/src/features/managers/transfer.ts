// Moving a business to another account: the owner's transfer once accepted, the admin console's,
// and an approved claim. The business and its plan change hands; the managers and open
// invitations go (the new owner starts clean); the badge lapses, it vouched for the previous owner.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import {
  businessInvitations,
  businessManagers,
  businesses,
  subscriptions,
  users,
} from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { notifyUser } from '../notifications/notify';
import { lapseVerification } from '../verification/lapse';
import { lockBusiness } from './invite';
import { listingMovedForOwner } from '../claims/messages';
import { businessTransferred, managerRemovedByMove } from './messages';

export interface MoveInput {
  businessId: number;
  businessName: string;
  previousOwnerId: number | null;
  newOwnerId: number;
  publicUrl: string;
  /** How it moved, for the previous owner's e-mail: an accepted or admin transfer, or a claim. */
  cause?: 'transfer' | 'claim';
}

/**
 * The one ownership move (owner's transfer, admin's transfer, approved claim), inside the
 * caller's transaction, which holds the business's row lock. The new owner starts clean: the
 * managers and every open invitation go, and the removed managers are told.
 */
export async function moveOwnership(tx: Tx, input: MoveInput, now: Date): Promise<void> {
  const { businessId, newOwnerId } = input;
  await tx
    .update(businesses)
    .set({ userId: newOwnerId, updatedAt: now })
    .where(eq(businesses.id, businessId));
  await tx
    .update(subscriptions)
    .set({ userId: newOwnerId })
    .where(eq(subscriptions.businessId, businessId));
  await tx
    .update(users)
    .set({ role: 'business_owner' })
    .where(and(eq(users.id, newOwnerId), eq(users.role, 'user')));
  const removed = await tx
    .delete(businessManagers)
    .where(eq(businessManagers.businessId, businessId))
    .returning({ userId: businessManagers.userId });
  await tx
    .update(businessInvitations)
    .set({ status: 'revoked', decidedAt: now })
    .where(
      and(eq(businessInvitations.businessId, businessId), eq(businessInvitations.status, 'open')),
    );
  await lapseVerification(tx, businessId, now);
  const common = { now, publicUrl: input.publicUrl };
  for (const { userId } of removed) {
    if (userId === newOwnerId) continue;
    await notifyUser(tx, {
      ...common,
      userId,
      kind: 'manager-removed',
      content: managerRemovedByMove(input.publicUrl, input.businessName),
    });
  }
  if (input.previousOwnerId === null || input.previousOwnerId === newOwnerId) return;
  if (input.cause === 'claim') {
    await notifyUser(tx, {
      ...common,
      userId: input.previousOwnerId,
      kind: 'claim-moved-owner',
      content: listingMovedForOwner(input.publicUrl, input.businessName),
    });
    return;
  }
  const [newOwner] = await tx
    .select({ fullName: users.fullName })
    .from(users)
    .where(eq(users.id, newOwnerId));
  await notifyUser(tx, {
    ...common,
    userId: input.previousOwnerId,
    kind: 'business-transferred',
    content: businessTransferred(input.publicUrl, {
      businessName: input.businessName,
      newOwnerName: newOwner?.fullName ?? 'otra persona',
    }),
  });
}

/**
 * The admin console's transfer, as one command: hands the business to `newOwnerId` in one
 * transaction, without a link to accept (the administrator decided).
 */
export async function transferBusiness(
  db: Db,
  input: { businessId: number; newOwnerId: number; publicUrl: string },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const business = await lockBusiness(tx, input.businessId);
    if (!business) throw notFound('Negocio no encontrado');
    await moveOwnership(
      tx,
      { ...input, businessName: business.name, previousOwnerId: business.userId },
      now,
    );
  });
}
