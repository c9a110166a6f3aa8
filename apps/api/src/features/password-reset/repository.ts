// Reset tokens: random, stored as their SHA-256, valid an hour, used once.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { passwordResetTokens, sessions, users } from '../../db/schema';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return user ?? null;
}

/** A new token for the user; answers it in the clear (only the e-mail carries it). */
export async function createResetToken(tx: Tx, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(passwordResetTokens).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    createdAt: now,
  });
  return token;
}

/**
 * Spends the token and sets the new password hash, ending every session of the account, in one
 * transaction. The conditional update makes two uses of one link race to a single winner.
 * Answers false when the token is unknown, used or expired.
 */
export async function resetPassword(
  db: Db,
  token: string,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) return false;
    await tx.update(users).set({ password: passwordHash }).where(eq(users.id, spent.userId));
    await tx.delete(sessions).where(eq(sessions.userId, spent.userId));
    // Other links sent before this reset die with the old password.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, spent.userId), isNull(passwordResetTokens.usedAt)));
    return true;
  });
}
