import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, lt, or, sql } from 'drizzle-orm';
import { SESSION_DAYS, type Role } from '@drd/shared/constants';
import type { CurrentUser, RegisterBody } from '@drd/shared/api/auth';
import type { Db } from '../../db/client';
import { authAttempts, sessions, users } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;

export function toCurrentUser(user: UserRow): CurrentUser {
  const role = (['user', 'business_owner', 'admin'] as const).includes(user.role as Role)
    ? (user.role as Role)
    : 'user';
  return {
    id: user.id,
    username: user.username,
    fullName: user.fullName,
    email: user.email,
    role,
    isAdmin: role === 'admin',
    isAffiliate: user.isAffiliate,
    referralCode: user.referralCode,
  };
}

export async function findUserByLogin(db: Db, login: string): Promise<UserRow | null> {
  const lowered = login.toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, lowered), eq(sql`lower(${users.email})`, lowered)))
    .limit(1);
  return user ?? null;
}

/** Which unique field a new account would collide with, if any (case-insensitive). */
export async function findTakenField(
  db: Db,
  input: { username: string; email: string },
): Promise<'username' | 'email' | null> {
  const rows = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      or(
        eq(sql`lower(${users.username})`, input.username.toLowerCase()),
        eq(sql`lower(${users.email})`, input.email.toLowerCase()),
      ),
    );
  if (rows.some((r) => r.username.toLowerCase() === input.username.toLowerCase()))
    return 'username';
  return rows.length > 0 ? 'email' : null;
}

export async function insertUser(
  db: Db,
  input: Omit<RegisterBody, 'password'> & { passwordHash: string },
): Promise<UserRow> {
  const [user] = await db
    .insert(users)
    .values({
      username: input.username,
      email: input.email,
      fullName: input.fullName,
      phone: input.phone && input.phone !== '' ? input.phone : null,
      password: input.passwordHash,
    })
    .returning();
  return user!;
}

// ---------------------------------------------------------------- sessions

/** The cookie carries a random token; the table stores only its SHA-256. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function createSession(db: Db, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + SESSION_DAYS * DAY_MS),
    createdAt: now,
  });
  await db.update(users).set({ lastLogin: now }).where(eq(users.id, userId));
  // Expired sessions are cleaned as new ones are made, so the table does not grow forever.
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  return token;
}

export async function findSessionUser(db: Db, token: string, now: Date): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, hashToken(token)), gt(sessions.expiresAt, now)));
  return row?.user ?? null;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

// ---------------------------------------------------------------- rate limiting

export type AttemptKind = 'login-user' | 'login-ip' | 'register-ip';

export async function countRecentAttempts(
  db: Db,
  kind: AttemptKind,
  key: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.kind, kind),
        eq(authAttempts.key, key),
        gt(authAttempts.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

export async function recordAttempts(
  db: Db,
  attempts: { kind: AttemptKind; key: string }[],
  now: Date,
): Promise<void> {
  await db.insert(authAttempts).values(attempts.map((a) => ({ ...a, createdAt: now })));
  await db.delete(authAttempts).where(lt(authAttempts.createdAt, new Date(now.getTime() - DAY_MS)));
}

export async function clearAttempts(db: Db, kind: AttemptKind, key: string): Promise<void> {
  await db.delete(authAttempts).where(and(eq(authAttempts.kind, kind), eq(authAttempts.key, key)));
}
