import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { offerCodeFromBytes } from '@drd/shared/offer-code';
import { OFFER_CODE_ADMIN_MESSAGES, type AdminOfferCode } from '@drd/shared/api/offer-codes';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { offerCodes, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { recordAdminAction } from '../audit-log/record';

export type OfferCodeState = 'available' | 'used' | 'expired' | 'revoked' | 'unknown';

/** Still usable at `now`: not used, not withdrawn, not past its last day. */
const usableAt = (now: Date) =>
  and(
    eq(offerCodes.isUsed, false),
    isNull(offerCodes.revokedAt),
    or(isNull(offerCodes.expiresAt), gt(offerCodes.expiresAt, now)),
  );

export async function offerCodeState(
  db: Db | Tx,
  code: string,
  now: Date,
): Promise<OfferCodeState> {
  const [row] = await db
    .select({
      isUsed: offerCodes.isUsed,
      revokedAt: offerCodes.revokedAt,
      expiresAt: offerCodes.expiresAt,
    })
    .from(offerCodes)
    .where(eq(sql`upper(${offerCodes.code})`, code));
  if (!row) return 'unknown';
  if (row.isUsed) return 'used';
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt <= now) return 'expired';
  return 'available';
}

/**
 * Marks the code used by the user, inside the caller's transaction. The condition on is_used makes
 * the update the check: of two registrations racing for one code, the second waits for the first
 * and then finds no row. Answers the code's id, or null when it is unknown, used, withdrawn or past
 * its last day.
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
    .where(and(eq(sql`upper(${offerCodes.code})`, code), usableAt(now)))
    .returning({ id: offerCodes.id });
  return row?.id ?? null;
}

/** The end of a calendar day in Santo Domingo (UTC−4 all year): the last instant a code works. */
const endOfDay = (day: string) => new Date(`${day}T23:59:59.999-04:00`);

/**
 * `count` new random codes with their label and last day, logged as the administrator's, in one
 * transaction; a collision with an existing code (1 in 10^12 per code) just draws another.
 */
export async function createOfferCodes(
  db: Db,
  adminId: number,
  input: { count: number; label?: string | undefined; expiresOn?: string | undefined },
  now: Date,
): Promise<AdminOfferCode[]> {
  const expiresAt = input.expiresOn ? endOfDay(input.expiresOn) : null;
  if (expiresAt && expiresAt <= now) throw badRequest(OFFER_CODE_ADMIN_MESSAGES.pastExpiry);
  const label = input.label?.trim() || null;
  const rows = await db.transaction(async (tx) => {
    const created: (typeof offerCodes.$inferSelect)[] = [];
    while (created.length < input.count) {
      const [inserted] = await tx
        .insert(offerCodes)
        .values({ code: offerCodeFromBytes(randomBytes(8)), label, expiresAt, createdAt: now })
        .onConflictDoNothing()
        .returning();
      if (!inserted) continue;
      const after = { code: inserted.code, label, expiresAt: expiresAt?.toISOString() ?? null };
      const entry = { action: 'offer_code.create', targetType: 'offer_code' as const, after };
      await recordAdminAction(tx, { ...entry, adminId, targetId: inserted.id }, now);
      created.push(inserted);
    }
    return created;
  });
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    isUsed: false,
    label: row.label,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: null,
    createdAt: row.createdAt.toISOString(),
    usedAt: null,
    usedBy: null,
  }));
}

/** Withdraws a code nobody has used yet; logged as the administrator's. */
export async function revokeOfferCode(db: Db, adminId: number, id: number, now: Date) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(offerCodes).where(eq(offerCodes.id, id)).for('update');
    if (!row) throw notFound('Código no encontrado');
    if (row.isUsed) throw conflict(OFFER_CODE_ADMIN_MESSAGES.alreadyUsed);
    if (row.revokedAt) throw conflict(OFFER_CODE_ADMIN_MESSAGES.alreadyRevoked);
    await tx.update(offerCodes).set({ revokedAt: now }).where(eq(offerCodes.id, id));
    const entry = { action: 'offer_code.revoke', targetType: 'offer_code' as const };
    await recordAdminAction(
      tx,
      { ...entry, adminId, targetId: id, before: { code: row.code }, after: { revoked: true } },
      now,
    );
  });
}

export async function listOfferCodes(db: Db): Promise<AdminOfferCode[]> {
  const rows = await db
    .select({
      id: offerCodes.id,
      code: offerCodes.code,
      isUsed: offerCodes.isUsed,
      label: offerCodes.label,
      expiresAt: offerCodes.expiresAt,
      revokedAt: offerCodes.revokedAt,
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
    label: r.label,
    expiresAt: r.expiresAt?.toISOString() ?? null,
    revokedAt: r.revokedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    usedAt: r.usedAt?.toISOString() ?? null,
    usedBy:
      r.userId !== null && r.username !== null ? { id: r.userId, username: r.username } : null,
  }));
}
