// scrypt from node:crypto: memory-hard, no native dependency. Stored as
// `scrypt$N$r$p$salt$hash` so the cost can be raised without breaking old hashes: a hash made
// with other parameters is replaced at its owner's next sign-in (needsRehash).
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}
/** OWASP Password Storage Cheat Sheet's minimum for scrypt: N=2^17 (128 MiB), r=8, p=1. */
export const PASSWORD_COST: PasswordCost = { N: 2 ** 17, r: 8, p: 1 };
/**
 * NODE_ENV=test only: the suites sign in and register hundreds of times, and at the real cost
 * each one is a third of a second of CPU (docs/decisions/019-test-suite-time.md).
 */
export const TEST_PASSWORD_COST: PasswordCost = { N: 2 ** 10, r: 8, p: 1 };
const KEY_LENGTH = 32;
// scrypt needs 128·N·r bytes; node refuses anything above maxmem.
const MAX_MEM = 2 * 128 * PASSWORD_COST.N * PASSWORD_COST.r;

let cost = PASSWORD_COST;

/** The cost of new hashes: the real one, but for NODE_ENV=test (set once at start). */
export function usePasswordCost(nodeEnv: 'development' | 'production' | 'test'): void {
  cost = nodeEnv === 'test' ? TEST_PASSWORD_COST : PASSWORD_COST;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = cost;
  const hash = await scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: MAX_MEM });
  return ['scrypt', N, r, p, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, n, r, p, saltText, hashText] = stored.split('$');
  if (algorithm !== 'scrypt' || !n || !r || !p || !saltText || !hashText) return false;
  const expected = Buffer.from(hashText, 'base64');
  const actual = await scrypt(password, Buffer.from(saltText, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEM,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether a stored hash was made with other parameters than new ones are (then: hash again). */
export function needsRehash(stored: string): boolean {
  const [algorithm, n, r, p] = stored.split('$');
  return (
    algorithm !== 'scrypt' || Number(n) !== cost.N || Number(r) !== cost.r || Number(p) !== cost.p
  );
}
