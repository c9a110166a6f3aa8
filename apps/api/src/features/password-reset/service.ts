// 'Olvidé mi contraseña': a link by e-mail that sets a new password once, within the hour.
import { PASSWORD_RESET_MESSAGES, type PasswordResetConfirm } from '@drd/shared/api/password-reset';
import type { Db } from '../../db/client';
import { badRequest, tooManyRequests } from '../../lib/http-error';
import { limitAddress, reserve, type Budget } from '../auth/limits';
import { hashPassword } from '../auth/password';
import { refuseCommonPassword } from '../auth/service';
import { enqueueMail } from '../mail/outbox';
import { renderMail } from '../mail/templates';
import { createAccountToken } from '../auth/account-tokens';
import { findUserByLogin } from '../auth/repository';
import { resetPassword, RESET_TOKEN_TTL_MS } from './repository';

const HOUR = 60 * 60_000;
/** Requests from one address: a person retries a few times, a script walks e-mail lists. */
export const RESET_ADDRESS_BUDGET: Budget = { kind: 'reset-address', max: 10, windowMs: HOUR };
/** Messages to one e-mail, so nobody's inbox can be filled with reset links. */
export const RESET_EMAIL_BUDGET: Budget = { kind: 'reset-email', max: 3, windowMs: HOUR };

/**
 * Queues the link when the username or e-mail belongs to an account (as sign-in reads them). The
 * answer is the same either way, so it never tells who has an account; over budget is the only
 * other answer.
 */
export async function requestPasswordReset(
  db: Db,
  input: { login: string; ip: string; publicUrl: string },
  now: Date,
): Promise<void> {
  if ((await reserve(db, RESET_ADDRESS_BUDGET, limitAddress(input.ip), now)) === null) {
    throw tooManyRequests();
  }
  const user = await findUserByLogin(db, input.login);
  if (!user) return;
  // Counted per inbox, whichever name was typed.
  if ((await reserve(db, RESET_EMAIL_BUDGET, user.email.toLowerCase(), now)) === null) return;
  await db.transaction(async (tx) => {
    const token = await createAccountToken(
      tx,
      { userId: user.id, purpose: 'password-reset', ttlMs: RESET_TOKEN_TTL_MS },
      now,
    );
    const url = `${input.publicUrl}/restablecer-contrasena?token=${encodeURIComponent(token)}`;
    const content = renderMail({
      subject: 'Restablece tu contraseña de Directorio RD',
      title: `Hola${user.fullName ? `, ${user.fullName}` : ''}`,
      paragraphs: [
        'Recibimos una solicitud para restablecer la contraseña de tu cuenta.',
        'El enlace sirve una sola vez durante la próxima hora. Al cambiarla se cerrarán todas tus sesiones abiertas.',
        'Si no lo pediste tú, ignora este correo: tu contraseña sigue igual.',
      ],
      action: { label: 'Elegir una contraseña nueva', url },
      reason:
        'Recibes este correo porque alguien pidió restablecer la contraseña de esta cuenta. Es un mensaje de seguridad y no se puede desactivar.',
    });
    await enqueueMail(
      tx,
      { kind: 'password-reset', to: user.email, userId: user.id, ...content },
      now,
    );
  });
}

export async function confirmPasswordReset(
  db: Db,
  body: PasswordResetConfirm,
  now: Date,
): Promise<void> {
  refuseCommonPassword('password', body.password);
  const done = await resetPassword(db, body.token, await hashPassword(body.password), now);
  if (!done) throw badRequest(PASSWORD_RESET_MESSAGES.invalidLink);
}
