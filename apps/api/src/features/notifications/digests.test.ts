// Grouped notices: one message per review session, new reviews at most hourly, the admins'
// hourly digest, and the topics a user turned off.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailPreferences } from '@drd/shared/api/mail-preferences';
import { businesses, mailOutbox, users } from '../../db/schema';
import { createActors, type Actor, type Actors } from '../../test/actors';
import { createTestContext, FIXED_NOW, SAME_ORIGIN, type TestContext } from '../../test/context';
import { runNotificationDigests } from './digest-job';
import { NOTICE_GAP_MS, SESSION_QUIET_MS } from './digests';
import { withVersion } from '../../test/versions';

let ctx: TestContext;
let actors: Actors;
let businessId: number;
let ownerId: number;
let clock = FIXED_NOW.getTime();
beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx.database.db, 'avisos');
  businessId = actors.fixtures.ownedBusinessId;
  const [row] = await ctx.database.db
    .select({ userId: businesses.userId })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  ownerId = row!.userId!;
});
afterAll(() => ctx.close());

const advance = (ms: number) => {
  clock += ms;
  ctx.setNow(new Date(clock));
};
async function call<T = { submissionId: number; id: number }>(
  who: Actor,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
  ip = '10.70.0.1',
) {
  const cookies = await actors.cookies(who, ctx.app.now());
  const response = await ctx.app.inject({
    method,
    url,
    headers: SAME_ORIGIN,
    remoteAddress: ip,
    ...(method !== 'GET'
      ? { payload: JSON.stringify(await withVersion(ctx.database.db, url, body ?? {})) }
      : {}),
    ...(cookies ? { cookies } : {}),
  });
  return { status: response.statusCode, body: response.json<T>() };
}
const mails = (kind: string, userId?: number) =>
  ctx.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, kind), userId ? eq(mailOutbox.userId, userId) : undefined))
    .orderBy(asc(mailOutbox.id));
const addFaq = async (question: string) =>
  (
    await call('owner', 'POST', `/api/businesses/${businessId}/faqs`, {
      question,
      answer: 'Sí, todos los días.',
    })
  ).body.submissionId;

describe('grouped notices', () => {
  it('sends one message for the decisions of one review session, with the reasons', async () => {
    const ids = [
      await addFaq('¿Tienen parqueo?'),
      await addFaq('¿Aceptan tarjetas?'),
      await addFaq('¿Hacen envíos?'),
    ];
    await call('admin', 'POST', `/api/admin/submissions/${ids[0]}/approve`, {});
    advance(2 * 60_000);
    await call('admin', 'POST', `/api/admin/submissions/${ids[1]}/approve`, {});
    await call('admin', 'POST', `/api/admin/submissions/${ids[2]}/reject`, {
      adminNotes: 'La respuesta no corresponde a la pregunta',
    });
    // Still inside the session: nothing yet.
    await runNotificationDigests(ctx.app);
    expect(await mails('content-decisions', ownerId)).toHaveLength(0);

    advance(SESSION_QUIET_MS);
    await runNotificationDigests(ctx.app);
    await runNotificationDigests(ctx.app);
    const sent = await mails('content-decisions', ownerId);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toMatch(/^Revisamos 3 cambios de «.+»$/);
    expect(sent[0]!.text).toContain('✓ Aprobado: FAQ «¿Tienen parqueo?» (contenido nuevo).');
    expect(sent[0]!.text).toContain(
      '✗ Rechazado: FAQ «¿Hacen envíos?» (contenido nuevo). Motivo: La respuesta no corresponde a la pregunta',
    );
    expect(sent[0]!.text).toContain(`/mi-negocio/${businessId}`);
    expect(sent[0]!.text).toContain('Puedes elegir qué avisos recibir en http');
    expect(sent[0]!.html).toContain('Elige qué avisos recibir');
  });

  it('tells the owner of new public reviews at most once an hour', async () => {
    // A review is public, and news for the owner, once its writer opens the mailed link (decision 014).
    const review = async (ip: string) => {
      const email = `resena.${ip}@correo.do`;
      const sent = await call(
        'visitor',
        'POST',
        `/api/businesses/${businessId}/reviews`,
        { rating: 5, comment: 'Muy buena atención', reviewerEmail: email },
        ip,
      );
      const [mail] = await ctx.database.db
        .select({ text: mailOutbox.text })
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, email));
      const token = /\?token=([\w%-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
      await call('visitor', 'POST', '/api/reviews/confirm', { token: decodeURIComponent(token) });
      return sent;
    };
    expect((await review('10.71.0.1')).status).toBe(201);
    expect((await review('10.71.0.2')).status).toBe(201);
    // An unconfirmed review is no news for the owner.
    await call(
      'visitor',
      'POST',
      `/api/businesses/${businessId}/reviews`,
      { rating: 1, comment: 'Sin confirmar', reviewerEmail: 'nadie@correo.do' },
      '10.71.0.9',
    );
    await runNotificationDigests(ctx.app);
    let sent = await mails('reviews-waiting', ownerId);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toMatch(/^2 reseñas nuevas se publicaron en «.+»$/);

    advance(10 * 60_000);
    await review('10.71.0.3');
    await runNotificationDigests(ctx.app);
    expect(await mails('reviews-waiting', ownerId)).toHaveLength(1);
    advance(NOTICE_GAP_MS);
    await runNotificationDigests(ctx.app);
    sent = await mails('reviews-waiting', ownerId);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.subject).toMatch(/^Una reseña nueva se publicó en/);
  });

  it('sends the administrators one digest an hour, only when something new arrived', async () => {
    const [admin] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'avisos_admin'));
    // Earlier tests got digests of their own: count from a quiet hour on.
    advance(NOTICE_GAP_MS);
    await runNotificationDigests(ctx.app);
    const start = (await mails('admin-digest', admin?.id)).length;
    advance(NOTICE_GAP_MS);
    await runNotificationDigests(ctx.app);
    // Nothing arrived since: no digest however long it waits.
    expect(await mails('admin-digest', admin?.id)).toHaveLength(start);

    await addFaq('¿Abren los domingos?');
    await runNotificationDigests(ctx.app);
    const digests = await mails('admin-digest', admin?.id);
    expect(digests).toHaveLength(start + 1);
    expect(digests.at(-1)!.subject).toMatch(/solicitudes? esperan? revisión$/);
    expect(digests.at(-1)!.text).toContain('/admin/submissions');

    await addFaq('¿Tienen wifi?');
    advance(30 * 60_000);
    await runNotificationDigests(ctx.app);
    expect(await mails('admin-digest', admin?.id)).toHaveLength(start + 1);
    advance(NOTICE_GAP_MS);
    await runNotificationDigests(ctx.app);
    expect(await mails('admin-digest', admin?.id)).toHaveLength(start + 2);
  });

  it('skips the topics a user turned off, never the security messages', async () => {
    const url = '/api/my/mail-preferences';
    const initial = await call<MailPreferences>('owner', 'GET', url);
    expect(initial.body.topics).toMatchObject({ moderation: true, reviews: true, billing: true });
    const saved = await call<MailPreferences>('owner', 'PUT', url, {
      topics: { moderation: false },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.topics).toMatchObject({ moderation: false, reviews: true });
    expect((await call('owner', 'PUT', url, { topics: { security: false } })).status).toBe(400);
    expect((await call('owner', 'PUT', url, { topics: { reviews: 'no' } })).status).toBe(400);

    const before = (await mails('content-decisions', ownerId)).length;
    const id = await addFaq('¿Tienen aire acondicionado?');
    await call('admin', 'POST', `/api/admin/submissions/${id}/approve`, {});
    advance(SESSION_QUIET_MS);
    await runNotificationDigests(ctx.app);
    expect(await mails('content-decisions', ownerId)).toHaveLength(before);
    // The decision is settled, not kept for later.
    await call('owner', 'PUT', url, { topics: { moderation: true } });
    advance(SESSION_QUIET_MS);
    await runNotificationDigests(ctx.app);
    expect(await mails('content-decisions', ownerId)).toHaveLength(before);
  });
});
