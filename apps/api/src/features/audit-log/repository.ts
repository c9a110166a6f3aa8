import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type AuditEntry } from '@drd/shared/api/admin-console';
import type { Db } from '../../db/client';
import { adminActions, businesses, transactions, users } from '../../db/schema';

/**
 * The business an action was about, so the log can name it: the target itself, a payment's
 * business, or the businessId the other decisions record beside their target.
 */
const businessIdSql = sql<number | null>`case ${adminActions.targetType}
  when 'business' then ${adminActions.targetId}
  when 'payment' then (select ${transactions.businessId} from ${transactions}
    where ${transactions.id} = ${adminActions.targetId})
  else coalesce(
    case when jsonb_typeof(${adminActions.after} -> 'businessId') = 'number'
      then (${adminActions.after} ->> 'businessId')::int end,
    case when jsonb_typeof(${adminActions.before} -> 'businessId') = 'number'
      then (${adminActions.before} ->> 'businessId')::int end)
  end`;

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
        businessId: businesses.id,
        businessName: businesses.name,
      })
      .from(adminActions)
      .leftJoin(users, eq(users.id, adminActions.adminId))
      .leftJoin(businesses, eq(businesses.id, businessIdSql))
      .where(where)
      .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(adminActions).where(where),
  ]);
  return {
    total: counted?.n ?? 0,
    entries: rows.map(({ adminId, adminUsername, at, businessId, businessName, ...row }) => ({
      ...row,
      at: at.toISOString(),
      admin: adminId !== null ? { id: adminId, username: adminUsername! } : null,
      business: businessId !== null ? { id: businessId, name: businessName! } : null,
    })),
  };
}
