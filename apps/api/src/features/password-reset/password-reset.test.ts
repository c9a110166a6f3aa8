// 'Olvidé mi contraseña' end to end: the request, the message through SMTP, the link, the new
// password, the old sessions gone, the link refused the second time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PASSWORD_RESET_MESSAGES } from '@drd/shared/api/password-reset';
import { mailOutbox } from '../../db/schema';
import { createTestContext, FIXED_NOW, postJson, type TestContext } from '../../test/context';
import { makeAccount } from '../../test/sign-up-fixtures';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { drainOutbox } from '../mail/drain';
import { createMailer } from '../mail/transport';
import { RESET_EMAIL_BUDGET } from './service';

let ctx: TestContext;
let smtp: TestSmtp;
beforeAll(async () => {
  ctx = await createTestContext();
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp.close();
  await ctx.close();
});

const db = () => ctx.database.db;
let nextIp = 1;
/** Each test asks from its own address, so the per-address budget is its own. */
const request = (email: string, ip = `10.0.0.${nextIp++}`) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/request',
    headers: { origin: 'http://localhost', 'content-type': 'application/json' },
    remoteAddress: ip,
    payload: JSON.stringify({ login: email }),
  });
const confirm = (token: string, password: string) =>
  postJson(ctx.app, '/api/auth/password-reset/confirm', { token, password });
const deliver = () =>
  drainOutbox(
    db(),
    createMailer({ SMTP_URL: smtp.url, MAIL_FROM: 'DRD <a@b.do>' }, () => {}),
    ctx.app.now(),
  );
const outboxFor = async (to: string) =>
  db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
const tokenOf = (text: string) => {
  const link = /https?:\/\/\S+\/restablecer-contrasena\?token=(\S+)/.exec(text);
  return decodeURIComponent(link![1]!);
};

describe('password reset', () => {
  it('answers the same whether the e-mail has an account or not, and mails only the account', async () => {
    const account = await makeAccount(db(), FIXED_NOW, { email: 'rosa@correo.do' });
    const known = await request('Rosa@Correo.do');
    const unknown = await request('nadie@correo.do');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.requested });
    expect(await outboxFor('nadie@correo.do')).toHaveLength(0);
    const [queued] = await outboxFor('rosa@correo.do');
    expect(queued).toMatchObject({ kind: 'password-reset', userId: account.id });
  });

  it('sets a new password once through the mailed link and ends every session', async () => {
    const account = await makeAccount(db(), FIXED_NOW, { email: 'pedro@correo.do' });
    expect(
      (await ctx.app.inject({ url: '/api/auth/user', cookies: account.cookies })).json(),
    ).toMatchObject({ id: account.id });
    expect((await request('pedro@correo.do')).statusCode).toBe(200);
    await deliver();
    const mail = smtp.received.find(
      (m) => m.to && JSON.stringify(m.to).includes('pedro@correo.do'),
    )!;
    expect(mail.subject).toBe('Restablece tu contraseña de Directorio RD');
    const token = tokenOf(mail.text!);
    expect(mail.html).toContain('restablecer-contrasena?token=');

    expect((await confirm(token, 'password')).statusCode).toBe(400); // a common password
    const done = await confirm(token, 'Cangrejo-Azul-2026');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.done });
    expect(
      (await ctx.app.inject({ url: '/api/auth/user', cookies: account.cookies })).json(),
    ).toBeNull();

    const again = await confirm(token, 'Otra-Clave-Segura-9');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: PASSWORD_RESET_MESSAGES.invalidLink });

    const [user] = await db().query.users.findMany({
      where: (u, { eq: is }) => is(u.id, account.id),
    });
    const login = await postJson(ctx.app, '/api/auth/login', {
      username: user!.username,
      password: 'Cangrejo-Azul-2026',
    });
    expect(login.statusCode, login.body).toBe(200);
  });

  it('takes the username too, as sign-in does, and mails the account its link', async () => {
    const account = await makeAccount(db(), FIXED_NOW, { email: 'usuaria@correo.do' });
    const [user] = await db().query.users.findMany({
      where: (u, { eq: is }) => is(u.id, account.id),
    });
    const asked = await request(user!.username.toUpperCase());
    expect(asked.statusCode, asked.body).toBe(200);
    const [queued] = await outboxFor('usuaria@correo.do');
    expect(queued).toMatchObject({ kind: 'password-reset', userId: account.id });
    expect((await confirm(tokenOf(queued!.text), 'Cangrejo-Azul-2026')).statusCode).toBe(200);
  });

  it('refuses a link after its hour and an unknown token', async () => {
    await makeAccount(db(), FIXED_NOW, { email: 'tarde@correo.do' });
    await request('tarde@correo.do');
    const [queued] = await outboxFor('tarde@correo.do');
    const token = tokenOf(queued!.text);
    ctx.setNow(new Date(FIXED_NOW.getTime() + 61 * 60_000));
    try {
      expect((await confirm(token, 'Cangrejo-Azul-2026')).statusCode).toBe(400);
    } finally {
      ctx.setNow(FIXED_NOW);
    }
    expect((await confirm('x'.repeat(43), 'Cangrejo-Azul-2026')).statusCode).toBe(400);
  });

  it('sends at most a few links an hour to one e-mail and limits one address', async () => {
    await makeAccount(db(), FIXED_NOW, { email: 'llena@correo.do' });
    for (let i = 0; i < RESET_EMAIL_BUDGET.max + 2; i++) {
      expect((await request('llena@correo.do')).statusCode).toBe(200);
    }
    expect(await outboxFor('llena@correo.do')).toHaveLength(RESET_EMAIL_BUDGET.max);

    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await request(`x${i}@correo.do`, '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
