// Reading and trimming a business's people: the owner, managers, open invitations and transfer.
import { and, asc, eq, gt } from 'drizzle-orm';
import {
  maskEmail,
  type BusinessPeople,
  type BusinessRole,
  type InvitationPreview,
} from '@drd/shared/api/managers';
import type { Db } from '../../db/client';
import { businessInvitations, businessManagers, businesses, users } from '../../db/schema';
import type { UserRow } from '../auth/repository';
import { findBusinessAccess } from '../auth/ownership-repository';
import type { InvitationKind } from './invite';
import { hashInvitationToken } from './tokens';

/** The signed-in person's place in a business they reached through ownerRoutes. */
export async function findRole(db: Db, businessId: number, user: UserRow): Promise<BusinessRole> {
  const access = await findBusinessAccess(db, businessId, user.id);
  if (access?.ownerId === user.id) return 'owner';
  return access?.isManager ? 'manager' : 'admin';
}

export async function listPeople(db: Db, businessId: number, now: Date): Promise<BusinessPeople> {
  const [owner] = await db
    .select({ userId: users.id, fullName: users.fullName, email: users.email })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.userId))
    .where(eq(businesses.id, businessId));
  const managers = await db
    .select({
      userId: users.id,
      fullName: users.fullName,
      email: users.email,
      since: businessManagers.createdAt,
    })
    .from(businessManagers)
    .innerJoin(users, eq(users.id, businessManagers.userId))
    .where(eq(businessManagers.businessId, businessId))
    .orderBy(asc(businessManagers.createdAt), asc(users.id));
  const open = await db
    .select({
      id: businessInvitations.id,
      kind: businessInvitations.kind,
      email: businessInvitations.email,
      createdAt: businessInvitations.createdAt,
      expiresAt: businessInvitations.expiresAt,
    })
    .from(businessInvitations)
    .where(
      and(
        eq(businessInvitations.businessId, businessId),
        eq(businessInvitations.status, 'open'),
        gt(businessInvitations.expiresAt, now),
      ),
    )
    .orderBy(asc(businessInvitations.createdAt), asc(businessInvitations.id));
  const link = (r: (typeof open)[number]) => ({
    id: r.id,
    email: r.email,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
  });
  const transfer = open.find((r) => r.kind === 'transfer');
  return {
    owner: owner ?? null,
    managers: managers.map((m) => ({ ...m, since: m.since.toISOString() })),
    invitations: open.filter((r) => r.kind === 'manager').map(link),
    transfer: transfer ? link(transfer) : null,
  };
}

/** Cancels an open link of that kind; false when there is none. */
export async function revokeInvitation(
  db: Db,
  input: { businessId: number; kind: InvitationKind; invitationId?: number },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(businessInvitations)
    .set({ status: 'revoked', decidedAt: now })
    .where(
      and(
        eq(businessInvitations.businessId, input.businessId),
        eq(businessInvitations.kind, input.kind),
        eq(businessInvitations.status, 'open'),
        ...(input.invitationId !== undefined
          ? [eq(businessInvitations.id, input.invitationId)]
          : []),
      ),
    )
    .returning({ id: businessInvitations.id });
  return rows.length > 0;
}

export async function removeManager(db: Db, businessId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(businessManagers)
    .where(and(eq(businessManagers.businessId, businessId), eq(businessManagers.userId, userId)))
    .returning({ userId: businessManagers.userId });
  return rows.length > 0;
}

/**
 * What the invitation page shows whoever holds the link: the business, the inviter's name, the
 * kind and the masked address; 'used' for a link spent or cancelled, null for none or expired.
 */
export async function findInvitationPreview(
  db: Db,
  token: string,
  now: Date,
): Promise<InvitationPreview | 'used' | null> {
  const [row] = await db
    .select({
      kind: businessInvitations.kind,
      status: businessInvitations.status,
      email: businessInvitations.email,
      expiresAt: businessInvitations.expiresAt,
      businessName: businesses.name,
      inviterName: users.fullName,
    })
    .from(businessInvitations)
    .innerJoin(businesses, eq(businesses.id, businessInvitations.businessId))
    .leftJoin(users, eq(users.id, businessInvitations.invitedBy))
    .where(eq(businessInvitations.tokenHash, hashInvitationToken(token)));
  if (!row || row.expiresAt <= now) return null;
  if (row.status !== 'open') return 'used';
  return {
    kind: row.kind as InvitationKind,
    businessName: row.businessName,
    inviterName: row.inviterName ?? 'El dueño del negocio',
    email: maskEmail(row.email),
  };
}
