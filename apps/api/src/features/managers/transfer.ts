// Moving a business to another account: the owner's transfer once accepted, and (later) the
// admin console's. The business and its plan change hands; managers stay for the new owner to
// keep or remove; the badge lapses, since it vouched for the previous owner.
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
import { businessTransferred } from './messages';

export interface MoveInput {
  businessId: number;
  businessName: string;
  previousOwnerId: number | null;
  newOwnerId: number;
  publicUrl: string;
}

/** The move itself, inside the caller's transaction, which holds the business's row lock. */
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
  // The new owner is no longer one of the managers; a transfer still open is void.
  await tx
    .delete(businessManagers)
    .where(
      and(eq(businessManagers.businessId, businessId), eq(businessManagers.userId, newOwnerId)),
    );
  await tx
    .update(businessInvitations)
    .set({ status: 'revoked', decidedAt: now })
    .where(
      and(
        eq(businessInvitations.businessId, businessId),
        eq(businessInvitations.kind, 'transfer'),
        eq(businessInvitations.status, 'open'),
      ),
    );
  await lapseVerification(tx, businessId, now);
  if (input.previousOwnerId !== null && input.previousOwnerId !== newOwnerId) {
    const [newOwner] = await tx
      .select({ fullName: users.fullName })
      .from(users)
      .where(eq(users.id, newOwnerId));
    await notifyUser(tx, {
      userId: input.previousOwnerId,
      kind: 'business-transferred',
      content: businessTransferred(input.publicUrl, {
        businessName: input.businessName,
        newOwnerName: newOwner?.fullName ?? 'otra persona',
      }),
      now,
      publicUrl: input.publicUrl,
    });
  }
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
