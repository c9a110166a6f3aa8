// What one visitor (the signed cookie) and one address may send of a kind, taken together: a
// visitor without the cookie is limited by the address alone. Kept in PostgreSQL (limits.ts).
import type { Db } from '../../db/client';
import { limitAddress, reserve, type Budget } from './limits';

export interface VisitorBudgets {
  visitor: Budget;
  address: Budget;
}

/** Takes one unit of each; answers false when either is spent. */
export async function spendVisitorBudgets(
  db: Db,
  budgets: VisitorBudgets,
  from: { visitor: string | null; ip: string },
  now: Date,
): Promise<boolean> {
  if (from.visitor !== null && (await reserve(db, budgets.visitor, from.visitor, now)) === null) {
    return false;
  }
  return (await reserve(db, budgets.address, limitAddress(from.ip), now)) !== null;
}
