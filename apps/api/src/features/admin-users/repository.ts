// Accounts for administrators: find one with its businesses and role, disable it (every session
// ends and sign-in is refused) or enable it again, each logged in the same transaction.
import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import {
  ADMIN_CONSOLE_MESSAGES,
  ADMIN_PAGE_SIZE,
  type AdminUser,
} from '@drd/shared/api/admin-console';
import type { Db } from '../../db/client';
import { businesses, sessions, users } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { recordAdminAction } from '../audit-log/record';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An administrator may disable any account but their own (they would lock themselves out). */
const mayDisable = (adminId: number, userId: number) => adminId !== userId;

export async function searchUsers(
  db: Db,
  query: { q?: string | undefined; page: number },
  adminId: number,
): Promise<{ users: AdminUser[]; total: number }> {
  const like = query.q ? `%${escapeLike(query.q)}%` : null;
  const where = like
    ? or(ilike(users.username, like), ilike(users.email, like), ilike(users.fullName, like))
    : undefined;
  const [found, [counted]] = await Promise.all([
    db
      .select({
        id: users.id,
        username: users.username,
        email: users.email,
        fullName: users.fullName,
        role: users.role,
        isAffiliate: users.isAffiliate,
        disabledAt: users.disabledAt,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const ids = found.map((u) => u.id);
  const owned = ids.length
    ? await db
        .select({ id: businesses.id, name: businesses.name, userId: businesses.userId })
        .from(businesses)
        .where(inArray(businesses.userId, ids))
        .orderBy(businesses.name)
    : [];
  return {
    total: counted?.n ?? 0,
    users: found.map((u) => ({
      ...u,
      disabledAt: u.disabledAt?.toISOString() ?? null,
      createdAt: u.createdAt.toISOString(),
      businesses: owned.filter((b) => b.userId === u.id).map(({ id, name }) => ({ id, name })),
      canDisable: mayDisable(adminId, u.id),
    })),
  };
}

export async function setUserDisabled(
  db: Db,
  input: { id: number; adminId: number; disable: boolean; reason: string | null },
  now: Date,
): Promise<void> {
  if (input.disable && !mayDisable(input.adminId, input.id))
    throw conflict(ADMIN_CONSOLE_MESSAGES.ownAccount);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ disabledAt: users.disabledAt })
      .from(users)
      .where(eq(users.id, input.id))
      .for('update');
    if (!user) throw notFound('Usuario no encontrado');
    const [changed] = await tx
      .update(users)
      .set({ disabledAt: input.disable ? now : null })
      .where(
        and(
          eq(users.id, input.id),
          input.disable ? sql`${users.disabledAt} is null` : sql`${users.disabledAt} is not null`,
        ),
      )
      .returning({ id: users.id });
    // Already in the state asked for: nothing to do or to log.
    if (!changed) return;
    if (input.disable) await tx.delete(sessions).where(eq(sessions.userId, input.id));
    await recordAdminAction(
      tx,
      {
        adminId: input.adminId,
        action: input.disable ? 'user.disable' : 'user.enable',
        targetType: 'user',
        targetId: input.id,
        note: input.reason,
        before: { disabled: !input.disable },
        after: { disabled: input.disable },
      },
      now,
    );
  });
}
