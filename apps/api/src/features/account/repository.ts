// The signed-in person's own account: name and phone, open sessions and payout details.
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { AccountSession, PayoutDetailsBody } from '@drd/shared/api/account';
import type { Db } from '../../db/client';
import { payoutDetails, sessions, users } from '../../db/schema';
import { hashToken } from '../auth/repository';
import { deviceName } from './device-name';

export async function updateProfile(
  db: Db,
  userId: number,
  profile: { fullName: string; phone: string | null },
) {
  const [row] = await db
    .update(users)
    .set({ fullName: profile.fullName, phone: profile.phone })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

/** The account's live sessions, the one asking first, then the most recently used. */
export async function listSessions(
  db: Db,
  userId: number,
  currentToken: string | undefined,
  now: Date,
): Promise<AccountSession[]> {
  const current = currentToken ? hashToken(currentToken) : null;
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt));
  return rows
    .map((row) => ({
      // A prefix of the token's hash: enough to tell rows apart, useless for signing in.
      id: row.id.slice(0, 12),
      device: deviceName(row.userAgent),
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      current: row.id === current,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** 'Cerrar las demás': every session of the account but this one. */
export async function closeOtherSessions(db: Db, userId: number, currentToken: string) {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, hashToken(currentToken))));
}

export async function readPayoutDetails(db: Db, userId: number): Promise<PayoutDetailsBody | null> {
  const [row] = await db.select().from(payoutDetails).where(eq(payoutDetails.userId, userId));
  return row ? toPayoutDetails(row) : null;
}

export function toPayoutDetails(row: typeof payoutDetails.$inferSelect): PayoutDetailsBody {
  return row.method === 'paypal'
    ? { method: 'paypal', paypalEmail: row.paypalEmail ?? '' }
    : {
        method: 'bank',
        bankName: row.bankName ?? '',
        accountNumber: row.accountNumber ?? '',
        accountHolder: row.accountHolder ?? '',
      };
}

export async function savePayoutDetails(
  db: Db,
  userId: number,
  details: PayoutDetailsBody,
  now: Date,
): Promise<PayoutDetailsBody> {
  // One method at a time: the other method's fields are cleared, not left behind.
  const values = {
    method: details.method,
    bankName: details.method === 'bank' ? details.bankName : null,
    accountNumber: details.method === 'bank' ? details.accountNumber : null,
    accountHolder: details.method === 'bank' ? details.accountHolder : null,
    paypalEmail: details.method === 'paypal' ? details.paypalEmail : null,
    updatedAt: now,
  };
  const [row] = await db
    .insert(payoutDetails)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: payoutDetails.userId, set: values })
    .returning();
  return toPayoutDetails(row!);
}
