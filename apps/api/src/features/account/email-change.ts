// A new e-mail counts once its owner opens the link sent to it; until then the old address stays
// the account's. When it changes, the old address is told, and open reset links (which went to
// the old address) stop working.
import { and, eq, ne, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@drd/shared/api/account';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { users } from '../../db/schema';
import { badRequest, conflict, tooManyRequests } from '../../lib/http-error';
import {
  createAccountToken,
  spendAllAccountTokens,
  spendEmailChangeToken,
} from '../auth/account-tokens';
import { reserve, type Budget } from '../auth/limits';
import type { UserRow } from '../auth/repository';
import { enqueueMail } from '../mail/outbox';
import { renderMail } from '../mail/templates';

const DAY_MS = 24 * 60 * 60 * 1000;
export const EMAIL_CHANGE_TTL_MS = DAY_MS;
/** Links one account may ask for in an hour: each is a message to an address we do not know. */
export const EMAIL_CHANGE_BUDGET: Budget = { kind: 'email-change', max: 5, windowMs: DAY_MS / 24 };

const isUniqueViolation = (error: unknown) =>
  String((error as { cause?: { code?: string } }).cause?.code ?? '') === '23505';

async function emailTaken(db: Db | Tx, email: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, userId)));
  return row !== undefined;
}

/** Mails the link to the new address (the password was checked by the caller). */
export async function requestEmailChange(
  db: Db,
  user: UserRow,
  email: string,
  publicUrl: string,
  now: Date,
): Promise<void> {
  if (email.toLowerCase() === user.email.toLowerCase()) {
    throw badRequest(ACCOUNT_MESSAGES.emailSame, { email: [ACCOUNT_MESSAGES.emailSame] });
  }
  if (await emailTaken(db, email, user.id)) {
    throw conflict(ACCOUNT_MESSAGES.emailTaken);
  }
  if ((await reserve(db, EMAIL_CHANGE_BUDGET, String(user.id), now)) === null) {
    throw tooManyRequests();
  }
  await db.transaction(async (tx) => {
    // Only the latest link works: an older one may point at a mistyped address.
    await spendAllAccountTokens(tx, user.id, 'change-email', now);
    const token = await createAccountToken(
      tx,
      { userId: user.id, purpose: 'change-email', ttlMs: EMAIL_CHANGE_TTL_MS, email },
      now,
    );
    const url = `${publicUrl}/cuenta/confirmar-correo?token=${encodeURIComponent(token)}`;
    const content = renderMail({
      subject: 'Confirma tu nuevo correo en Directorio RD',
      title: `Hola, ${user.fullName || user.username}`,
      paragraphs: [
        'Pediste usar esta dirección como el correo de tu cuenta en Directorio RD. Confírmalo con el botón; hasta entonces seguimos escribiendo a tu correo anterior.',
        'El enlace sirve durante 24 horas.',
      ],
      action: { label: 'Confirmar mi nuevo correo', url },
      reason:
        'Recibes este correo porque alguien escribió esta dirección en Mi Cuenta de Directorio RD. Si no fuiste tú, ignóralo: nada cambia.',
    });
    await enqueueMail(tx, { kind: 'email-change', to: email, userId: user.id, ...content }, now);
  });
}

/** Hides most of an address in the notice to the old one: 'an***@correo.do'. */
export const maskEmail = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
};

/** The link's owner opened it: the new address becomes the account's, confirmed. */
export async function confirmEmailChange(db: Db, token: string, now: Date): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const spent = await spendEmailChangeToken(tx, token, now);
      if (!spent) throw badRequest(ACCOUNT_MESSAGES.invalidLink);
      const [user] = await tx.select().from(users).where(eq(users.id, spent.userId)).for('update');
      if (!user || user.deletedAt) throw badRequest(ACCOUNT_MESSAGES.invalidLink);
      // Thrown inside the transaction, so the link is not spent and works once the address frees.
      if (await emailTaken(tx, spent.email, user.id)) {
        throw conflict(ACCOUNT_MESSAGES.emailTaken);
      }
      await tx
        .update(users)
        .set({ email: spent.email, emailVerifiedAt: now })
        .where(eq(users.id, user.id));
      await spendAllAccountTokens(tx, user.id, 'password-reset', now);
      await spendAllAccountTokens(tx, user.id, 'verify-email', now);
      const content = renderMail({
        subject: 'El correo de tu cuenta cambió',
        title: `Hola, ${user.fullName || user.username}`,
        paragraphs: [
          `El correo de tu cuenta en Directorio RD ahora es ${maskEmail(spent.email)}. Desde ahora te escribimos allí.`,
          'Si no hiciste este cambio, alguien más puede estar usando tu cuenta: escríbenos de inmediato respondiendo a este mensaje.',
        ],
        reason:
          'Recibes este correo porque esta dirección era la de tu cuenta en Directorio RD hasta hoy.',
      });
      await enqueueMail(
        tx,
        { kind: 'email-changed', to: user.email, userId: user.id, ...content },
        now,
      );
    });
  } catch (error) {
    // Two accounts confirming the same address at once: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(ACCOUNT_MESSAGES.emailTaken);
    throw error;
  }
}
