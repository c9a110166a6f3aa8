// The outbox drained to a real SMTP server started here: sent once, retried when it is down.
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { createTestContext, FIXED_NOW, type TestContext } from '../../test/context';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { makeAccount } from '../../test/sign-up-fixtures';
import { drainOutbox, MAX_ATTEMPTS, retryDelayMs } from './drain';
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
const env = (url?: string) => ({
  SMTP_URL: url,
  MAIL_FROM: 'Directorio RD <no-responder@prueba.do>',
});
const message = (to: string, subject = 'Tu negocio fue aprobado') => ({
  kind: 'prueba',
  to,
  ...renderMail({
    subject,
    title: 'Hola, Ana',
    paragraphs: ['Tu negocio <Colmado & Más> ya está publicado.'],
    action: { label: 'Ver mi negocio', url: 'http://localhost:3000/negocio/1' },
    reason: 'Recibes este correo porque registraste un negocio.',
  }),
});

/** A port nothing listens on: the SMTP server is 'down'. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('mail', () => {
  it('sends a queued message through SMTP as text and HTML, with the brand and the link', async () => {
    await enqueueMail(db(), message('ana@correo.do'), FIXED_NOW);
    const result = await drainOutbox(
      db(),
      createMailer(env(smtp.url), () => {}),
      FIXED_NOW,
    );
    expect(result).toEqual({ sent: 1, retried: 0, failed: 0 });
    const mail = smtp.received.find((m) => m.subject === 'Tu negocio fue aprobado')!;
    expect(mail.from?.text).toContain('no-responder@prueba.do');
    expect(mail.text).toContain('Ver mi negocio: http://localhost:3000/negocio/1');
    expect(mail.text).toContain('Recibes este correo porque registraste un negocio.');
    // Text never becomes markup.
    expect(mail.html).toContain('&lt;Colmado &amp; Más&gt;');
    expect(mail.html).toContain('href="http://localhost:3000/negocio/1"');
    // Sent once: a second drain finds nothing due.
    expect(
      await drainOutbox(
        db(),
        createMailer(env(smtp.url), () => {}),
        FIXED_NOW,
      ),
    ).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
  });

  it('retries with a growing wait while the SMTP server is down, then sends', async () => {
    const port = await closedPort();
    const id = (await enqueueMail(db(), message('luis@correo.do', 'Reintento'), FIXED_NOW))!;
    const down = createMailer(env(`smtp://127.0.0.1:${port}`), () => {});
    expect((await drainOutbox(db(), down, FIXED_NOW)).retried).toBe(1);
    const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row!.nextAttemptAt.getTime()).toBe(FIXED_NOW.getTime() + retryDelayMs(1));
    expect(row!.lastError).toBeTruthy();
    // Not due yet: nothing happens before the wait is over.
    const up = await startTestSmtp(port);
    try {
      const mailer = createMailer(env(up.url), () => {});
      expect((await drainOutbox(db(), mailer, FIXED_NOW)).sent).toBe(0);
      const later = new Date(FIXED_NOW.getTime() + retryDelayMs(1));
      expect((await drainOutbox(db(), mailer, later)).sent).toBe(1);
      expect(up.received.map((m) => m.subject)).toEqual(['Reintento']);
    } finally {
      await up.close();
    }
  });

  it('gives up after the last attempt and says why', async () => {
    const port = await closedPort();
    const id = (await enqueueMail(db(), message('eva@correo.do', 'Imposible'), FIXED_NOW))!;
    const down = createMailer(env(`smtp://127.0.0.1:${port}`), () => {});
    let at = FIXED_NOW;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await drainOutbox(db(), down, at);
      at = new Date(at.getTime() + retryDelayMs(attempt));
    }
    const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
  });

  it('sends each message once when several instances drain together', async () => {
    const before = smtp.received.length;
    for (let i = 0; i < 12; i++) {
      await enqueueMail(db(), message(`lote${i}@correo.do`, `Lote ${i}`), FIXED_NOW);
    }
    const mailer = createMailer(env(smtp.url), () => {});
    const results = await Promise.all([
      drainOutbox(db(), mailer, FIXED_NOW),
      drainOutbox(db(), mailer, FIXED_NOW),
      drainOutbox(db(), mailer, FIXED_NOW),
    ]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(12);
    const subjects = smtp.received.slice(before).map((m) => m.subject);
    expect(new Set(subjects).size).toBe(12);
    expect(subjects).toHaveLength(12);
  });

  it('without SMTP writes the message to the log and keeps it for administrators', async () => {
    const lines: string[] = [];
    await enqueueMail(db(), message('sin-smtp@correo.do', 'Solo registro'), FIXED_NOW);
    await drainOutbox(
      db(),
      createMailer(env(undefined), (line) => lines.push(line)),
      FIXED_NOW,
    );
    expect(lines.join('\n')).toContain('sin-smtp@correo.do: Solo registro');

    const user = await makeAccount(db(), FIXED_NOW);
    const admin = await makeAccount(db(), FIXED_NOW, { role: 'admin' });
    expect((await ctx.app.inject({ url: '/api/admin/mail' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ url: '/api/admin/mail', cookies: user.cookies })).statusCode,
    ).toBe(403);
    const list = await ctx.app.inject({ url: '/api/admin/mail', cookies: admin.cookies });
    expect(list.statusCode).toBe(200);
    expect(
      list.json<{ messages: { subject: string; status: string; transport: string }[] }>()
        .messages[0],
    ).toMatchObject({
      subject: 'Solo registro',
      status: 'sent',
      transport: 'log',
    });
  });
});
