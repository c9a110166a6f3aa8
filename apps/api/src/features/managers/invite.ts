// Sending an invitation (to manage) or a transfer link: one transaction that checks the limit
// under the business's row lock, stores the link's hash and queues its e-mail.
import { and, eq, gt, sql } from 'drizzle-orm';
import { INVITATION_DAYS, MANAGER_MESSAGES, MAX_MANAGERS } from '@drd/shared/api/managers';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { businessInvitations, users } from '../../db/schema';
import { queryRows } from '../../db/raw';
import { conflict, notFound } from '../../lib/http-error';
import { enqueueMail } from '../mail/outbox';
import { renderMail } from '../mail/templates';
import { managerInvitation, transferInvitation } from './messages';
import { hashInvitationToken, invitationUrl, newInvitationToken } from './tokens';

export type InvitationKind = 'manager' | 'transfer';

export interface InviteInput {
  businessId: number;
  kind: InvitationKind;
  email: string;
  invitedBy: number;
  publicUrl: string;
}

/**
 * Locks the business row: invitations, accepts and transfers of one business queue on it, so a
 * limit counted here still holds when the transaction commits.
 */
export async function lockBusiness(tx: Tx, businessId: number) {
  const [row] = await queryRows<{ id: number; userId: number | null; name: string }>(
    tx,
    sql`select id, user_id as "userId", name from businesses where id = ${businessId} for update`,
  );
  return row ?? null;
}

/** Managers plus invitations still open: what the limit of 5 counts. */
export async function countManagerSeats(tx: Tx, businessId: number, now: Date) {
  const [row] = await queryRows<{ seats: number }>(
    tx,
    sql`select (select count(*) from business_managers where business_id = ${businessId})::int
      + (select count(*) from business_invitations where business_id = ${businessId}
        and kind = 'manager' and status = 'open' and expires_at > ${now.toISOString()})::int
      as seats`,
  );
  return row?.seats ?? 0;
}

async function checkManagerInvite(
  tx: Tx,
  input: InviteInput,
  ownerEmail: string | null,
  now: Date,
) {
  if (ownerEmail?.toLowerCase() === input.email) throw conflict(MANAGER_MESSAGES.ownEmail);
  const [manager] = await queryRows<{ one: number }>(
    tx,
    sql`select 1 as one from business_managers m join users u on u.id = m.user_id
      where m.business_id = ${input.businessId} and lower(u.email) = ${input.email}`,
  );
  if (manager) throw conflict(MANAGER_MESSAGES.alreadyManager);
  const [open] = await tx
    .select({ id: businessInvitations.id })
    .from(businessInvitations)
    .where(
      and(
        eq(businessInvitations.businessId, input.businessId),
        eq(businessInvitations.kind, 'manager'),
        eq(businessInvitations.status, 'open'),
        sql`lower(${businessInvitations.email}) = ${input.email}`,
        gt(businessInvitations.expiresAt, now),
      ),
    );
  if (open) throw conflict(MANAGER_MESSAGES.alreadyInvited);
  if ((await countManagerSeats(tx, input.businessId, now)) >= MAX_MANAGERS) {
    throw conflict(MANAGER_MESSAGES.limit);
  }
}

/** Sends the link; answers the new invitation's id. */
export async function invite(db: Db, input: InviteInput, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const business = await lockBusiness(tx, input.businessId);
    if (!business) throw notFound('Negocio no encontrado');
    const [owner] = business.userId
      ? await tx.select({ email: users.email }).from(users).where(eq(users.id, business.userId))
      : [];
    if (input.kind === 'manager') {
      await checkManagerInvite(tx, input, owner?.email ?? null, now);
    } else if (owner?.email.toLowerCase() === input.email) {
      throw conflict(MANAGER_MESSAGES.ownEmail);
    }
    // An expired link to the same address, or the previous transfer, gives way to the new one.
    await tx
      .update(businessInvitations)
      .set({ status: 'revoked', decidedAt: now })
      .where(
        and(
          eq(businessInvitations.businessId, input.businessId),
          eq(businessInvitations.kind, input.kind),
          eq(businessInvitations.status, 'open'),
          input.kind === 'transfer'
            ? sql`true`
            : sql`lower(${businessInvitations.email}) = ${input.email}`,
        ),
      );
    const token = newInvitationToken();
    const [row] = await tx
      .insert(businessInvitations)
      .values({
        businessId: input.businessId,
        kind: input.kind,
        email: input.email,
        tokenHash: hashInvitationToken(token),
        invitedBy: input.invitedBy,
        ownerId: business.userId,
        expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000),
        createdAt: now,
      })
      .returning({ id: businessInvitations.id });
    const [inviter] = await tx
      .select({ fullName: users.fullName })
      .from(users)
      .where(eq(users.id, input.invitedBy));
    const content = (input.kind === 'manager' ? managerInvitation : transferInvitation)({
      businessName: business.name,
      inviterName: inviter?.fullName ?? 'El dueño del negocio',
      url: invitationUrl(input.publicUrl, token, input.email),
    });
    await enqueueMail(
      tx,
      { kind: `business-${input.kind}-invitation`, to: input.email, ...renderMail(content) },
      now,
    );
    return row!.id;
  });
}
