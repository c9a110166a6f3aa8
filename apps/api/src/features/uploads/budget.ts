// Photos one user may send in an hour, kept in PostgreSQL (auth/limits.ts) so every server
// instance spends the same budget: decoding and resizing is the costliest work a user can ask of
// the server (docs/decisions/007-threat-model.md).
import type { Db } from '../../db/client';
import { tooManyRequests } from '../../lib/http-error';
import { reserve, type Budget } from '../auth/limits';
import { UPLOAD_MESSAGES } from './messages';

export const UPLOAD_BUDGET: Budget = { kind: 'upload-user', max: 60, windowMs: 60 * 60_000 };

/** Takes one photo of the user's budget before the photo is processed; 429 when it is spent. */
export async function takeUploadBudget(db: Db, userId: number, now: Date): Promise<void> {
  if ((await reserve(db, UPLOAD_BUDGET, String(userId), now)) === null) {
    throw tooManyRequests(UPLOAD_MESSAGES.tooMany);
  }
}
