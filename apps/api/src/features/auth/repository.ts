import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { SESSION_DAYS, type Role } from '@drd/shared/constants';
import type { CurrentUser, RegisterBody } from '@drd/shared/api/auth';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';

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
    emailVerified: user.emailVerifiedAt !== null,
    phone: user.phone,
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

/** The same password hashed again (a cost upgrade): sessions stay. */
export async function updatePasswordHash(db: Db, userId: number, passwordHash: string) {
  await db.update(users).set({ password: passwordHash }).where(eq(users.id, userId));
}

/** A new password: every session of the account ends with the old one. */
export async function replacePassword(db: Db, userId: number, passwordHash: string) {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ password: passwordHash }).where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
}

// ---------------------------------------------------------------- sessions
// The cookie carries a random token, the table only its SHA-256. A session ends 30 days after
// sign-in, after an idle spell (12 hours for administrators, 30 days for everyone else), at
// logout, at 'Cerrar todas las sesiones' and when the password changes (ASVS 3.3).

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
export const ADMIN_IDLE_MS = 12 * HOUR_MS;
export const USER_IDLE_MS = 30 * DAY_MS;
/** last_seen_at is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function createSession(
  db: Db,
  userId: number,
  now: Date,
  userAgent?: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + SESSION_DAYS * DAY_MS),
    lastSeenAt: now,
    createdAt: now,
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  await db.update(users).set({ lastLogin: now }).where(eq(users.id, userId));
  // Expired sessions are cleaned as new ones are made, so the table does not grow forever.
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  return token;
}

export async function findSessionUser(db: Db, token: string, now: Date): Promise<UserRow | null> {
  const id = hashToken(token);
  const [row] = await db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now), isNull(users.disabledAt)));
  if (!row) return null;
  const idleMs = row.user.role === 'admin' ? ADMIN_IDLE_MS : USER_IDLE_MS;
  const idle = now.getTime() - row.lastSeenAt.getTime();
  if (idle >= idleMs) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (idle >= TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  return row.user;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

/** Ends every session of the user, or every one but `keepToken`'s. */
export async function deleteUserSessions(db: Db, userId: number, keepToken?: string) {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        keepToken ? ne(sessions.id, hashToken(keepToken)) : sql`true`,
      ),
    );
}
