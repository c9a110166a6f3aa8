// Links mailed to prove something about an account (account_tokens): random, stored as their
// SHA-256, used once, within their time.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/transaction';
import { accountTokens } from '../../db/schema';

export type TokenPurpose = 'password-reset' | 'verify-email' | 'change-email';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new token; answers it in the clear (only the e-mail carries it). */
export async function createAccountToken(
  tx: Tx,
  input: { userId: number; purpose: TokenPurpose; ttlMs: number; email?: string },
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(accountTokens).values({
    userId: input.userId,
    purpose: input.purpose,
    email: input.email ?? null,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + input.ttlMs),
    createdAt: now,
  });
  return token;
}

/**
 * Spends a token: the conditional update makes two uses of one link race to a single winner.
 * Answers the account, or null when the token is unknown, used, expired or for another purpose.
 */
export async function spendAccountToken(
  tx: Tx,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<number | null> {
  const [spent] = await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ userId: accountTokens.userId });
  return spent?.userId ?? null;
}

/** Spends an e-mail change link: the account and the new address it was sent to. */
export async function spendEmailChangeToken(
  tx: Tx,
  token: string,
  now: Date,
): Promise<{ userId: number; email: string } | null> {
  const [spent] = await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, 'change-email'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ userId: accountTokens.userId, email: accountTokens.email });
  return spent?.email ? { userId: spent.userId, email: spent.email } : null;
}

/** The account a token was issued to, spent or not (to tell a link opened twice from a bad one). */
export async function accountOfToken(
  tx: Tx,
  token: string,
  purpose: TokenPurpose,
): Promise<number | null> {
  const [row] = await tx
    .select({ userId: accountTokens.userId })
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.purpose, purpose)));
  return row?.userId ?? null;
}

/** Ends every other open link of that purpose (a reset makes older reset links useless). */
export async function spendAllAccountTokens(
  tx: Tx,
  userId: number,
  purpose: TokenPurpose,
  now: Date,
): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
}
