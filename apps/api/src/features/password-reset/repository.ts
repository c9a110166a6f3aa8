// The reset itself: the token spent, the password replaced, every session ended, in one
// transaction. Tokens: auth/account-tokens.ts.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { spendAccountToken, spendAllAccountTokens } from '../auth/account-tokens';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * Answers false when the token is unknown, used or expired. A followed reset link also proves
 * the e-mail, so the account counts as confirmed.
 */
export async function resetPassword(
  db: Db,
  token: string,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const userId = await spendAccountToken(tx, token, 'password-reset', now);
    if (userId === null) return false;
    await tx
      .update(users)
      .set({
        password: passwordHash,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await spendAllAccountTokens(tx, userId, 'password-reset', now);
    return true;
  });
}
