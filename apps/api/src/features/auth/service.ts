// Sign-in, registration and password change. One message for an unknown user and a wrong
// password; every attempt takes its unit of a budget in the database before any password is
// checked (limits.ts, docs/decisions/007-threat-model.md).
import type { ChangePasswordBody, LoginBody, RegisterBody } from '@drd/shared/api/auth';
import type { Db } from '../../db/client';
import { ADMIN_CONSOLE_MESSAGES } from '@drd/shared/api/admin-console';
import {
  badRequest,
  conflict,
  forbidden,
  tooManyRequests,
  unauthorized,
} from '../../lib/http-error';
import { COMMON_PASSWORD, isCommonPassword } from './common-passwords';
import {
  ACCOUNT_FAILURES,
  accountDelayMs,
  ADDRESS_ACCOUNT_BUDGET,
  ADDRESS_BUDGET,
  limitAddress,
  pruneBudgets,
  REGISTRATION_BUDGET,
  release,
  reserve,
  resetBudget,
} from './limits';
import { hashPassword, needsRehash, verifyPassword } from './password';
import {
  findTakenField,
  findUserByLogin,
  insertUser,
  replacePassword,
  updatePasswordHash,
  type UserRow,
} from './repository';

export const INVALID_CREDENTIALS = 'Usuario o contraseña incorrectos';
export const WRONG_CURRENT_PASSWORD = 'La contraseña actual no es correcta';

/** Where a request comes from and when, and how to wait (a real timer outside tests). */
export interface Attempt {
  ip: string;
  now: Date;
  wait: (ms: number) => Promise<void>;
}

// Verifying against a real hash even for unknown users keeps response times alike, so timing
// does not reveal which usernames exist. Made on first use: it costs as much as a sign-in.
let dummyHash: Promise<string> | undefined;
const timingGuardHash = () => (dummyHash ??= hashPassword('directorio-rd-timing-guard'));

/**
 * Checks a password against the budgets of the address with the account, of the address, and
 * the account's slowing delay. `loginName` keys the budgets of a name that matches no account.
 */
async function checkPassword(
  db: Db,
  user: UserRow | null,
  loginName: string,
  password: string,
  attempt: Attempt,
): Promise<boolean> {
  const { now } = attempt;
  const address = limitAddress(attempt.ip);
  // Username and e-mail reach the same account, so the account id is the key, not the name.
  const account = user ? `user:${user.id}` : `name:${loginName.toLowerCase()}`;
  const pair = `${address} ${account}`;
  if ((await reserve(db, ADDRESS_ACCOUNT_BUDGET, pair, now)) === null) throw tooManyRequests();
  if ((await reserve(db, ADDRESS_BUDGET, address, now)) === null) {
    await release(db, ADDRESS_ACCOUNT_BUDGET, pair);
    throw tooManyRequests();
  }
  const failures = ((await reserve(db, ACCOUNT_FAILURES, account, now)) ?? 1) - 1;
  await attempt.wait(accountDelayMs(failures));
  const valid = await verifyPassword(password, user?.password ?? (await timingGuardHash()));
  if (!user || !valid) return false;
  await resetBudget(db, ADDRESS_ACCOUNT_BUDGET, pair);
  await resetBudget(db, ACCOUNT_FAILURES, account);
  await release(db, ADDRESS_BUDGET, address);
  await pruneBudgets(db, now);
  return true;
}

export async function login(db: Db, body: LoginBody, attempt: Attempt): Promise<UserRow> {
  const user = await findUserByLogin(db, body.username);
  if (!(await checkPassword(db, user, body.username, body.password, attempt)) || !user) {
    throw unauthorized(INVALID_CREDENTIALS);
  }
  // Told only with the right password, so the refusal reveals nothing to a guesser.
  if (user.disabledAt !== null) throw forbidden(ADMIN_CONSOLE_MESSAGES.disabledSignIn);
  // A hash made with an older, cheaper cost is replaced while the password is at hand.
  if (needsRehash(user.password)) {
    await updatePasswordHash(db, user.id, await hashPassword(body.password));
  }
  return user;
}

/** Refuses the 10,000 most common passwords, with the message under the given field. */
export function refuseCommonPassword(field: string, password: string) {
  if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD, { [field]: [COMMON_PASSWORD] });
}

export async function register(db: Db, body: RegisterBody, attempt: Attempt): Promise<UserRow> {
  // Every attempt counts, a taken name too: otherwise the 409s answer 'does this account exist?'
  // for as many names as a script cares to try.
  const taken = await reserve(db, REGISTRATION_BUDGET, limitAddress(attempt.ip), attempt.now);
  if (taken === null) throw tooManyRequests();
  refuseCommonPassword('password', body.password);
  const field = await findTakenField(db, body);
  if (field === 'username') throw conflict('El nombre de usuario ya está en uso');
  if (field === 'email') throw conflict('El correo electrónico ya está registrado');
  const passwordHash = await hashPassword(body.password);
  try {
    return await insertUser(db, { ...body, passwordHash });
  } catch (error) {
    // Two registrations racing for the same name: the unique index decides.
    if (String((error as { cause?: { code?: string } }).cause?.code ?? '') === '23505') {
      throw conflict('El nombre de usuario o el correo ya está registrado');
    }
    throw error;
  }
}

/**
 * Asks a signed-in user for the password again (e-mail change, deletion), under the sign-in
 * budgets: a stolen session cannot guess it faster than a sign-in form could.
 */
export async function confirmPassword(
  db: Db,
  user: UserRow,
  password: string,
  attempt: Attempt,
  message: string,
): Promise<void> {
  if (!(await checkPassword(db, user, user.username, password, attempt))) {
    throw badRequest(message, { password: [message] });
  }
}

/** Replaces the password of a signed-in user and ends all of that user's sessions. */
export async function changePassword(
  db: Db,
  user: UserRow,
  body: ChangePasswordBody,
  attempt: Attempt,
): Promise<void> {
  refuseCommonPassword('newPassword', body.newPassword);
  if (!(await checkPassword(db, user, user.username, body.currentPassword, attempt))) {
    throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: [WRONG_CURRENT_PASSWORD] });
  }
  await replacePassword(db, user.id, await hashPassword(body.newPassword));
}
