// Budgets for sign-ins and registrations, kept in PostgreSQL so every server instance spends the
// same one. A request takes its unit BEFORE any password is checked, with one conditional upsert:
// the row lock of ON CONFLICT DO UPDATE makes concurrent requests queue, so 40 at once can never
// all get through a budget of 10 (docs/decisions/007-threat-model.md).
import { and, eq, lt, sql } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import type { Db } from '../../db/client';
import { authLimits } from '../../db/schema';

export interface Budget {
  kind: string;
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

/** Failed sign-ins of one address on one account: the guessing address gets 429. */
export const ADDRESS_ACCOUNT_BUDGET: Budget = {
  kind: 'login-address-account',
  max: 10,
  windowMs: 15 * MINUTE,
};
/** Failed sign-ins of one address on any accounts (password spraying); roomy for shared NATs. */
export const ADDRESS_BUDGET: Budget = { kind: 'login-address', max: 50, windowMs: 15 * MINUTE };
/** Failed sign-ins of one account from every address: never refused, only slowed down. */
export const ACCOUNT_FAILURES: Budget = {
  kind: 'login-account',
  max: 2 ** 31 - 1,
  windowMs: 60 * MINUTE,
};
/** Every registration attempt of one address, taken names and successes alike. */
export const REGISTRATION_BUDGET: Budget = {
  kind: 'register-address',
  max: 10,
  windowMs: 60 * MINUTE,
};

/**
 * The address a limit is kept for: IPv4 as is (also when written IPv4-mapped), IPv6 by its /64,
 * which one subscriber gets whole and can walk through address by address.
 */
export function limitAddress(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
  return `${parts.join(':')}::/64`;
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Takes one unit of the budget for `key`; answers the units taken in the current window
 * including this one, or null when the budget is spent (nothing is taken then).
 */
export async function reserve(
  db: Db,
  budget: Budget,
  key: string,
  now: Date,
): Promise<number | null> {
  const expired = sql`${authLimits.windowStart} <= ${at(new Date(now.getTime() - budget.windowMs))}`;
  const [row] = await db
    .insert(authLimits)
    .values({ kind: budget.kind, key, windowStart: now, hits: 1 })
    .onConflictDoUpdate({
      target: [authLimits.kind, authLimits.key],
      set: {
        windowStart: sql`case when ${expired} then ${at(now)} else ${authLimits.windowStart} end`,
        hits: sql`case when ${expired} then 1 else ${authLimits.hits} + 1 end`,
      },
      setWhere: sql`${expired} or ${authLimits.hits} < ${budget.max}`,
    })
    .returning({ hits: authLimits.hits });
  return row?.hits ?? null;
}

/** Gives back one unit (a sign-in that turned out right is no failure). */
export async function release(db: Db, budget: Budget, key: string): Promise<void> {
  await db
    .update(authLimits)
    .set({ hits: sql`greatest(${authLimits.hits} - 1, 0)` })
    .where(and(eq(authLimits.kind, budget.kind), eq(authLimits.key, key)));
}

/** Forgets the count (after a successful sign-in of that account). */
export async function resetBudget(db: Db, budget: Budget, key: string): Promise<void> {
  await db.delete(authLimits).where(and(eq(authLimits.kind, budget.kind), eq(authLimits.key, key)));
}

/** Rows whose window ended long ago; cleaned as accounts sign in, so the table stays small. */
export async function pruneBudgets(db: Db, now: Date): Promise<void> {
  await db
    .delete(authLimits)
    .where(lt(authLimits.windowStart, new Date(now.getTime() - 24 * 60 * MINUTE)));
}

/**
 * The wait before an account's password is checked, from its failures from every address in the
 * last hour: none for the first 10 (one address's whole budget), then 1 s doubling up to 16 s.
 * It slows a guesser spread over many addresses without ever shutting out the rightful user.
 */
export function accountDelayMs(previousFailures: number): number {
  if (previousFailures <= 10) return 0;
  return Math.min(1000 * 2 ** (previousFailures - 11), 16_000);
}
