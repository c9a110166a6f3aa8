// Sign-in and registration rules: one message for unknown user and wrong password, and rate
// limits counted in the database so every server instance enforces the same budget.
import type { LoginBody, RegisterBody } from '@drd/shared/api/auth';
import type { Db } from '../../db/client';
import { conflict, tooManyRequests, unauthorized } from '../../lib/http-error';
import { hashPassword, verifyPassword } from './password';
import {
  clearAttempts,
  countRecentAttempts,
  findTakenField,
  findUserByLogin,
  insertUser,
  recordAttempts,
  type UserRow,
} from './repository';

const WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILED_LOGINS = 10;
export const MAX_REGISTRATIONS_PER_HOUR = 10;
export const INVALID_CREDENTIALS = 'Usuario o contraseña incorrectos';

// Verifying against a real hash even for unknown users keeps response times alike, so timing
// does not reveal which usernames exist.
const dummyHash = hashPassword('directorio-rd-timing-guard');

export async function login(db: Db, body: LoginBody, ip: string, now: Date): Promise<UserRow> {
  const since = new Date(now.getTime() - WINDOW_MS);
  const userKey = body.username.toLowerCase();
  const [byUser, byIp] = await Promise.all([
    countRecentAttempts(db, 'login-user', userKey, since),
    countRecentAttempts(db, 'login-ip', ip, since),
  ]);
  if (byUser >= MAX_FAILED_LOGINS || byIp >= MAX_FAILED_LOGINS) throw tooManyRequests();

  const user = await findUserByLogin(db, body.username);
  const valid = await verifyPassword(body.password, user?.password ?? (await dummyHash));
  if (!user || !valid) {
    await recordAttempts(
      db,
      [
        { kind: 'login-user', key: userKey },
        { kind: 'login-ip', key: ip },
      ],
      now,
    );
    throw unauthorized(INVALID_CREDENTIALS);
  }
  await clearAttempts(db, 'login-user', userKey);
  return user;
}

export async function register(
  db: Db,
  body: RegisterBody,
  ip: string,
  now: Date,
): Promise<UserRow> {
  const since = new Date(now.getTime() - 60 * 60 * 1000);
  if ((await countRecentAttempts(db, 'register-ip', ip, since)) >= MAX_REGISTRATIONS_PER_HOUR) {
    throw tooManyRequests();
  }
  const taken = await findTakenField(db, body);
  if (taken === 'username') throw conflict('El nombre de usuario ya está en uso');
  if (taken === 'email') throw conflict('El correo electrónico ya está registrado');
  const passwordHash = await hashPassword(body.password);
  try {
    const user = await insertUser(db, { ...body, passwordHash });
    await recordAttempts(db, [{ kind: 'register-ip', key: ip }], now);
    return user;
  } catch (error) {
    // Two registrations racing for the same name: the unique index decides.
    if (String((error as { cause?: { code?: string } }).cause?.code ?? '') === '23505') {
      throw conflict('El nombre de usuario o el correo ya está registrado');
    }
    throw error;
  }
}
