import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { offerCodeFromBytes } from '@drd/shared/offer-code';
import type { AdminOfferCode } from '@drd/shared/api/offer-codes';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { offerCodes, users } from '../../db/schema';
import { recordAdminAction } from '../audit-log/record';

export type OfferCodeState = 'available' | 'used' | 'unknown';

export async function offerCodeState(db: Db | Tx, code: string): Promise<OfferCodeState> {
  const [row] = await db
    .select({ isUsed: offerCodes.isUsed })
    .from(offerCodes)
    .where(eq(sql`upper(${offerCodes.code})`, code));
  if (!row) return 'unknown';
  return row.isUsed ? 'used' : 'available';
}

/**
 * Marks the code used by the user, inside the caller's transaction. The condition on is_used makes
 * the update the check: of two registrations racing for one code, the second waits for the first
 * and then finds no row. Answers the code's id, or null when it is unknown or already used.
 */
export async function redeemOfferCode(
  tx: Tx,
  code: string,
  userId: number,
  now: Date,
): Promise<number | null> {
  const [row] = await tx
    .update(offerCodes)
    .set({ isUsed: true, usedBy: userId, usedAt: now })
    .where(and(eq(sql`upper(${offerCodes.code})`, code), eq(offerCodes.isUsed, false)))
    .returning({ id: offerCodes.id });
  return row?.id ?? null;
}

/**
 * A new random code, logged as the administrator's; a collision with an existing one (1 in 10^12
 * per code) just tries again.
 */
export async function createOfferCode(db: Db, adminId: number, now: Date): Promise<AdminOfferCode> {
  for (;;) {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(offerCodes)
        .values({ code: offerCodeFromBytes(randomBytes(8)), createdAt: now })
        .onConflictDoNothing()
        .returning();
      if (!inserted) return null;
      const after = { code: inserted.code };
      const entry = { action: 'offer_code.create', targetType: 'offer_code' as const, after };
      await recordAdminAction(tx, { ...entry, adminId, targetId: inserted.id }, now);
      return inserted;
    });
    if (row) {
      return {
        id: row.id,
        code: row.code,
        isUsed: false,
        createdAt: row.createdAt.toISOString(),
        usedAt: null,
        usedBy: null,
      };
    }
  }
}

export async function listOfferCodes(db: Db): Promise<AdminOfferCode[]> {
  const rows = await db
    .select({
      id: offerCodes.id,
      code: offerCodes.code,
      isUsed: offerCodes.isUsed,
      createdAt: offerCodes.createdAt,
      usedAt: offerCodes.usedAt,
      userId: users.id,
      username: users.username,
    })
    .from(offerCodes)
    .leftJoin(users, eq(users.id, offerCodes.usedBy))
    .orderBy(desc(offerCodes.createdAt), desc(offerCodes.id));
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    isUsed: r.isUsed,
    createdAt: r.createdAt.toISOString(),
    usedAt: r.usedAt?.toISOString() ?? null,
    usedBy:
      r.userId !== null && r.username !== null ? { id: r.userId, username: r.username } : null,
  }));
}
