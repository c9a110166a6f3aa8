// Accepting a mailed link, signed in: as a manager, or as the new owner. An invitation is for its
// address (issue #41): only an account whose confirmed e-mail is that address may accept it. The
// link is spent by a conditional update under the business's row lock, so of two accepts of one
// link one wins and the other answers 409, and the limit of managers holds however many accept.
import { and, eq, gt, sql } from 'drizzle-orm';
import {
  MANAGER_MESSAGES,
  MAX_MANAGERS,
  invitationForOtherAddress,
  invitationNeedsConfirmedEmail,
  maskEmail,
  type AcceptAnswer,
} from '@drd/shared/api/managers';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { businessInvitations, businessManagers } from '../../db/schema';
import { queryRows } from '../../db/raw';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { lockBusiness } from './invite';
import { hashInvitationToken } from './tokens';
import { moveOwnership } from './transfer';

async function joinAsManager(tx: Tx, businessId: number, userId: number, invitedBy: number | null) {
  const [row] = await queryRows<{ managers: number; already: boolean }>(
    tx,
    sql`select count(*)::int as managers, coalesce(bool_or(user_id = ${userId}), false) as already
      from business_managers where business_id = ${businessId}`,
  );
  if (row?.already) throw conflict(MANAGER_MESSAGES.alreadyManager);
  if ((row?.managers ?? 0) >= MAX_MANAGERS) throw conflict(MANAGER_MESSAGES.limit);
  await tx.insert(businessManagers).values({ businessId, userId, invitedBy });
}

export async function acceptInvitation(
  db: Db,
  input: {
    token: string;
    user: { id: number; email: string; emailVerifiedAt: Date | null };
    publicUrl: string;
  },
  now: Date,
): Promise<AcceptAnswer> {
  const userId = input.user.id;
  return db.transaction(async (tx) => {
    const tokenHash = hashInvitationToken(input.token);
    const [found] = await tx
      .select({ businessId: businessInvitations.businessId, email: businessInvitations.email })
      .from(businessInvitations)
      .where(eq(businessInvitations.tokenHash, tokenHash));
    if (!found) throw notFound(MANAGER_MESSAGES.invalid);
    // A forwarded or leaked link gives nothing: the address is the invitee, not the link.
    if (input.user.email.toLowerCase() !== found.email.toLowerCase()) {
      throw forbidden(invitationForOtherAddress(maskEmail(found.email)));
    }
    if (input.user.emailVerifiedAt === null) {
      throw forbidden(invitationNeedsConfirmedEmail(maskEmail(found.email)));
    }
    const business = await lockBusiness(tx, found.businessId);
    if (!business) throw notFound(MANAGER_MESSAGES.invalid);
    if (business.userId === userId) throw conflict(MANAGER_MESSAGES.youAreOwner);
    const [spent] = await tx
      .update(businessInvitations)
      .set({ status: 'accepted', acceptedBy: userId, decidedAt: now })
      .where(
        and(
          eq(businessInvitations.tokenHash, tokenHash),
          eq(businessInvitations.status, 'open'),
          gt(businessInvitations.expiresAt, now),
        ),
      )
      .returning({
        kind: businessInvitations.kind,
        invitedBy: businessInvitations.invitedBy,
        ownerId: businessInvitations.ownerId,
      });
    if (!spent) throw conflict(MANAGER_MESSAGES.used);
    const answerFor = { id: business.id, name: business.name };
    if (spent.kind === 'manager') {
      await joinAsManager(tx, business.id, userId, spent.invitedBy);
      return { message: MANAGER_MESSAGES.accepted, kind: 'manager', business: answerFor };
    }
    // A transfer sent by an owner who no longer owns the business gives nothing away.
    if (spent.ownerId !== business.userId) throw conflict(MANAGER_MESSAGES.ownerChanged);
    await moveOwnership(
      tx,
      {
        businessId: business.id,
        businessName: business.name,
        previousOwnerId: business.userId,
        newOwnerId: userId,
        publicUrl: input.publicUrl,
      },
      now,
    );
    return { message: MANAGER_MESSAGES.transferAccepted, kind: 'transfer', business: answerFor };
  });
}
