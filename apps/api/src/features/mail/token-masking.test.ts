// A link that acts for an account is read only by the person it is sent to: the admins' outbox
// view never shows its token, the stored copy loses it once sent, and the request log masks it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { createTestContext, FIXED_NOW, type TestContext } from '../../test/context';
import { makeAccount } from '../../test/sign-up-fixtures';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { maskTokens } from '../../lib/mask-tokens';
import { drainOutbox } from './drain';
import { enqueueMail } from './outbox';
import { renderMail } from './templates';
import { createMailer } from './transport';

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
const TOKEN = /token=([A-Za-z0-9_%-]{20,})/;

describe('tokens in mail', () => {
  it('never shows a reset link to admins, and forgets it once the message is sent', async () => {
    await makeAccount(db(), FIXED_NOW, { email: 'victima@correo.do' });
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      headers: { origin: 'http://localhost', 'content-type': 'application/json' },
      remoteAddress: '10.9.0.1',
      payload: JSON.stringify({ login: 'victima@correo.do' }),
    });
    expect(asked.statusCode).toBe(200);
    const [queued] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'victima@correo.do'));
    const token = TOKEN.exec(queued!.text)![1]!;

    // Waiting: the admin's view masks the link already.
    const admin = await makeAccount(db(), FIXED_NOW, { role: 'admin' });
    const view = async () =>
      (await ctx.app.inject({ url: '/api/admin/mail?pageSize=100', cookies: admin.cookies })).body;
    expect(await view()).not.toContain(token);
    expect(await view()).toContain('restablecer-contrasena?token=[oculto]');

    // Sent: the person got the real link; the stored row keeps none, in text or HTML.
    await drainOutbox(
      db(),
      createMailer({ SMTP_URL: smtp.url, MAIL_FROM: 'DRD <a@b.do>' }, () => {}),
      FIXED_NOW,
    );
    expect(smtp.received.some((m) => m.text?.includes(token))).toBe(true);
    const [stored] = await db().select().from(mailOutbox).where(eq(mailOutbox.id, queued!.id));
    expect(stored!.status).toBe('sent');
    expect(stored!.text).not.toContain(token);
    expect(stored!.html).not.toContain(token);
    expect(stored!.html).toContain('token=[oculto]');
    expect(await view()).not.toContain(token);
  });

  it('masks any …token= parameter a template may use, in text and HTML, and nothing else', async () => {
    const mail = renderMail({
      subject: 'Confirma tu reseña',
      title: 'Hola',
      paragraphs: ['Tu reseña espera.'],
      action: {
        label: 'Confirmar',
        url: 'http://localhost:3000/confirmar-resena?id=4&token=secreto123&x=1',
      },
      reason: 'Recibes este correo porque escribiste una reseña.',
    });
    expect(mail.html).toContain('&amp;token=secreto123');
    expect(maskTokens(mail.html)).not.toContain('secreto123');
    expect(maskTokens(mail.text)).toContain('?id=4&token=[oculto]&x=1');
    expect(maskTokens('/x?confirmToken=abc#top')).toBe('/x?confirmToken=[oculto]#top');
    expect(maskTokens('/negocio/1?tokens=2&pagina=3')).toBe('/negocio/1?tokens=2&pagina=3');

    // A message that can never be sent is not kept with its link either.
    const id = (await enqueueMail(
      db(),
      { kind: 'prueba', to: 'nunca@correo.do', ...mail },
      FIXED_NOW,
    ))!;
    await db().update(mailOutbox).set({ attempts: 7 }).where(eq(mailOutbox.id, id));
    await drainOutbox(
      db(),
      createMailer({ SMTP_URL: 'smtp://127.0.0.1:1', MAIL_FROM: 'DRD <a@b.do>' }, () => {}),
      FIXED_NOW,
    );
    const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row!.status).toBe('failed');
    expect(row!.text).not.toContain('secreto123');
  });
});
