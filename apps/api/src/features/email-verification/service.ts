// New accounts confirm their e-mail with a mailed link. An unconfirmed account can browse and
// register a business; the site reminds it (the banner of the web app) until it confirms.
import { eq, isNull, and } from 'drizzle-orm';
import { EMAIL_VERIFICATION_MESSAGES } from '@drd/shared/api/email-verification';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { users } from '../../db/schema';
import { badRequest, tooManyRequests } from '../../lib/http-error';
import { accountOfToken, createAccountToken, spendAccountToken } from '../auth/account-tokens';
import { reserve, type Budget } from '../auth/limits';
import { enqueueMail } from '../mail/outbox';
import { renderMail } from '../mail/templates';

const DAY_MS = 24 * 60 * 60 * 1000;
export const VERIFY_TOKEN_TTL_MS = 7 * DAY_MS;
/** Links one account may ask for in an hour ('Reenviar enlace'). */
export const RESEND_BUDGET: Budget = { kind: 'verify-resend', max: 3, windowMs: 60 * 60_000 };

/** Queues the confirmation link for the account, in the caller's transaction. */
export async function queueVerificationEmail(
  tx: Tx,
  user: { id: number; email: string; fullName: string },
  publicUrl: string,
  now: Date,
): Promise<void> {
  const token = await createAccountToken(
    tx,
    { userId: user.id, purpose: 'verify-email', ttlMs: VERIFY_TOKEN_TTL_MS },
    now,
  );
  const url = `${publicUrl}/verificar-correo?token=${encodeURIComponent(token)}`;
  const content = renderMail({
    subject: 'Confirma tu correo en Directorio RD',
    title: `¡Bienvenido${user.fullName ? `, ${user.fullName}` : ''}!`,
    paragraphs: [
      'Confirma que este correo es tuyo para recibir los avisos de tu negocio y poder recuperar tu cuenta si olvidas la contraseña.',
      'El enlace sirve durante 7 días.',
    ],
    action: { label: 'Confirmar mi correo', url },
    reason:
      'Recibes este correo porque se creó una cuenta con esta dirección en Directorio RD. Si no fuiste tú, ignóralo.',
  });
  await enqueueMail(tx, { kind: 'verify-email', to: user.email, userId: user.id, ...content }, now);
}

export async function sendVerificationEmail(
  db: Db,
  user: { id: number; email: string; fullName: string },
  publicUrl: string,
  now: Date,
): Promise<void> {
  await db.transaction((tx) => queueVerificationEmail(tx, user, publicUrl, now));
}

/**
 * Confirms the e-mail of the link's account and answers what to tell the person: a link opened
 * twice (a mail app's preview, a second tap) says the e-mail is confirmed, not that it is invalid.
 */
export async function verifyEmail(db: Db, token: string, now: Date): Promise<string> {
  const message = await db.transaction(async (tx) => {
    const userId = await spendAccountToken(tx, token, 'verify-email', now);
    if (userId === null) {
      const owner = await accountOfToken(tx, token, 'verify-email');
      if (owner === null) return null;
      const [user] = await tx
        .select({ verifiedAt: users.emailVerifiedAt })
        .from(users)
        .where(eq(users.id, owner));
      return user?.verifiedAt ? EMAIL_VERIFICATION_MESSAGES.alreadyVerified : null;
    }
    await tx
      .update(users)
      .set({ emailVerifiedAt: now })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
    return EMAIL_VERIFICATION_MESSAGES.verified;
  });
  if (!message) throw badRequest(EMAIL_VERIFICATION_MESSAGES.invalidLink);
  return message;
}

/** 'Reenviar enlace': a new link, a few an hour; nothing to do for a confirmed account. */
export async function resendVerification(
  db: Db,
  user: { id: number; email: string; fullName: string; emailVerifiedAt: Date | null },
  publicUrl: string,
  now: Date,
): Promise<string> {
  if (user.emailVerifiedAt) return EMAIL_VERIFICATION_MESSAGES.alreadyVerified;
  if ((await reserve(db, RESEND_BUDGET, String(user.id), now)) === null) throw tooManyRequests();
  await sendVerificationEmail(db, user, publicUrl, now);
  return EMAIL_VERIFICATION_MESSAGES.sent;
}
