// A new account confirms its e-mail with the mailed link; the link works once.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_VERIFICATION_MESSAGES } from '@drd/shared/api/email-verification';
import { mailOutbox } from '../../db/schema';
import { createTestContext, postJson, type TestContext } from '../../test/context';
import { RESEND_BUDGET } from './service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const linkFor = async (email: string) => {
  const [mail] = await db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'verify-email')))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const match = /\/verificar-correo\?token=(\S+)/.exec(mail?.text ?? '');
  return match ? decodeURIComponent(match[1]!) : null;
};

async function newAccount(name: string) {
  const response = await postJson(ctx.app, '/api/auth/register', {
    username: name,
    email: `${name}@correo.do`,
    fullName: 'Nayeli Rosario',
    password: 'Clave-Larga-Segura-1',
  });
  expect(response.statusCode, response.body).toBe(201);
  const cookie = response.cookies.find((c) => c.name.endsWith('drd_session'))!;
  return {
    user: response.json<{ emailVerified: boolean }>(),
    cookies: { [cookie.name]: cookie.value },
  };
}

describe('e-mail verification', () => {
  it('mails a link at sign-up that confirms the account once', async () => {
    const { user, cookies } = await newAccount('verifica_1');
    expect(user.emailVerified).toBe(false);
    const token = await linkFor('verifica_1@correo.do');
    expect(token).not.toBeNull();

    const confirmed = await postJson(ctx.app, '/api/auth/verify-email', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ message: EMAIL_VERIFICATION_MESSAGES.verified });
    const me = await ctx.app.inject({ url: '/api/auth/user', cookies });
    expect(me.json<{ emailVerified: boolean }>().emailVerified).toBe(true);

    // The link opened twice (a mail app's preview, a second tap) is not an error.
    const again = await postJson(ctx.app, '/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: 'Tu correo ya está confirmado.' });
    const unknown = await postJson(ctx.app, '/api/auth/verify-email', { token: `x${token!}` });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: EMAIL_VERIFICATION_MESSAGES.invalidLink });
    // Nothing more to send once confirmed.
    const resend = await postJson(ctx.app, '/api/auth/verify-email/resend', {}, { cookies });
    expect(resend.json()).toEqual({ message: EMAIL_VERIFICATION_MESSAGES.alreadyVerified });
  });

  it('sends a new link on request, a few an hour, and refuses a link of another purpose', async () => {
    const { cookies } = await newAccount('verifica_2');
    expect((await postJson(ctx.app, '/api/auth/verify-email/resend')).statusCode).toBe(401);
    const statuses: number[] = [];
    for (let i = 0; i <= RESEND_BUDGET.max; i++) {
      statuses.push(
        (await postJson(ctx.app, '/api/auth/verify-email/resend', {}, { cookies })).statusCode,
      );
    }
    expect(statuses).toEqual([...Array(RESEND_BUDGET.max).fill(200), 429]);
    const sent = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'verifica_2@correo.do'));
    expect(sent).toHaveLength(1 + RESEND_BUDGET.max);

    // A password reset token does not confirm an e-mail.
    await postJson(ctx.app, '/api/auth/password-reset/request', { login: 'verifica_2@correo.do' });
    const [reset] = await db()
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.toAddress, 'verifica_2@correo.do'),
          eq(mailOutbox.kind, 'password-reset'),
        ),
      );
    const resetToken = decodeURIComponent(/token=(\S+)/.exec(reset!.text)![1]!);
    expect(
      (await postJson(ctx.app, '/api/auth/verify-email', { token: resetToken })).statusCode,
    ).toBe(400);
  });
});
