// The audit log's one writer. Every administrator's write calls it with its own transaction, so
// an action and its log row commit or roll back together (docs/decisions/031-admin-console.md).
import type { AuditTargetType } from '@drd/shared/api/admin-console';
import type { Tx } from '../../db/transaction';
import { adminActions } from '../../db/schema';

type Facts = Record<string, unknown>;

export interface AdminAction {
  adminId: number;
  /** What was done, as `<target>.<verb>`: 'business.suspend', 'payment.received'… */
  action: string;
  targetType: AuditTargetType;
  targetId: number;
  note?: string | null;
  before?: Facts | null;
  after?: Facts | null;
}

export async function recordAdminAction(tx: Tx, entry: AdminAction, now: Date): Promise<void> {
  await tx.insert(adminActions).values({
    adminId: entry.adminId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    note: entry.note ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: now,
  });
}

/** Only the fields whose value differs, as two objects: what the log shows as before → after. */
export function changedFields(before: Facts, after: Facts): { before: Facts; after: Facts } {
  const changed = Object.keys(after).filter(
    (key) => after[key] !== undefined && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}
