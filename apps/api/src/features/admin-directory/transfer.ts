// The admin console's transfer (DESIGN.md §3, 'Ownership moves ... by an admin'): the business
// changes hands at once, through the same move as an owner's accepted transfer
// (managers/transfer.ts), logged in the same transaction.
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { ADMIN_CONSOLE_MESSAGES, type AdminTransferBody } from '@drd/shared/api/admin-console';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { recordAdminAction } from '../audit-log/record';
import { lockBusiness } from '../managers/invite';
import { moveOwnership } from '../managers/transfer';

export async function adminTransferBusiness(
  db: Db,
  input: { adminId: number; publicUrl: string; id: number } & AdminTransferBody,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const business = await lockBusiness(tx, input.id);
    if (!business) throw notFound('Negocio no encontrado');
    const login = input.to.toLowerCase();
    const [target] = await tx
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(
        and(
          or(eq(sql`lower(${users.username})`, login), eq(sql`lower(${users.email})`, login)),
          isNull(users.disabledAt),
          isNull(users.deletedAt),
        ),
      )
      .limit(1);
    if (!target) throw notFound(ADMIN_CONSOLE_MESSAGES.transferTargetMissing);
    if (target.id === business.userId) throw conflict(ADMIN_CONSOLE_MESSAGES.transferSameOwner);
    await moveOwnership(
      tx,
      {
        businessId: input.id,
        businessName: business.name,
        previousOwnerId: business.userId,
        newOwnerId: target.id,
        publicUrl: input.publicUrl,
      },
      now,
    );
    await recordAdminAction(
      tx,
      {
        adminId: input.adminId,
        action: 'business.transfer',
        targetType: 'business',
        targetId: input.id,
        note: input.note || null,
        before: { ownerId: business.userId },
        after: { ownerId: target.id, owner: target.username },
      },
      now,
    );
  });
}
