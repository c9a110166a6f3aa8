import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type AuditEntry } from '@drd/shared/api/admin-console';
import type { Db } from '../../db/client';
import { adminActions, users } from '../../db/schema';

export async function listAdminActions(
  db: Db,
  query: { targetType?: string; targetId?: number; page: number },
): Promise<{ entries: AuditEntry[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.targetType) conditions.push(eq(adminActions.targetType, query.targetType));
  if (query.targetId !== undefined) conditions.push(eq(adminActions.targetId, query.targetId));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: adminActions.id,
        at: adminActions.createdAt,
        adminId: users.id,
        adminUsername: users.username,
        action: adminActions.action,
        targetType: adminActions.targetType,
        targetId: adminActions.targetId,
        note: adminActions.note,
        before: adminActions.before,
        after: adminActions.after,
      })
      .from(adminActions)
      .leftJoin(users, eq(users.id, adminActions.adminId))
      .where(where)
      .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(adminActions).where(where),
  ]);
  return {
    total: counted?.n ?? 0,
    entries: rows.map(({ adminId, adminUsername, at, ...row }) => ({
      ...row,
      at: at.toISOString(),
      admin: adminId !== null ? { id: adminId, username: adminUsername! } : null,
    })),
  };
}
