// The one-use links mailed to an anonymous writer (reviews, questions, messages): random, kept
// only as their SHA-256, so a copy of the database opens nothing.
import { createHash, randomBytes } from 'node:crypto';

export const hashLinkToken = (token: string) =>
  createHash('sha256').update(token).digest('base64url');

/** A new link token in the clear (only the e-mail carries it) and the hash to store. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}
