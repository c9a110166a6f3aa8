// Asking a question on a profile (decision 024): an anonymous asker confirms by a mailed link, a
// signed-in one with a confirmed e-mail does not; nothing is public until an administrator
// approves it, and then only the question with the asker's first name; limits and honeypot.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessQuestions, mailOutbox, users } from '../../db/schema';
import { createActors, type Actors } from '../../test/actors';
import { createTestContext, type TestContext } from '../../test/context';
import { deleteDeadQuestions } from './cleanup';
import { questionTestKit } from './test-kit';

let ctx: TestContext;
let actors: Actors;
let kit: ReturnType<typeof questionTestKit>;
beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx.database.db, 'preguntas');
  kit = questionTestKit(ctx, actors, actors.fixtures.ownedBusinessId);
});
afterAll(() => ctx.close());

describe('asking a question', () => {
  it('keeps an anonymous question from everyone until its link is opened and an admin approves', async () => {
    const noEmail = await kit.ask({ question: '¿Tienen parqueo?' }, '10.80.1.1');
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.details?.askerEmail).toEqual([
      'Escribe tu correo para confirmar tu pregunta',
    ]);

    const body = {
      question: '¿Abren los domingos?',
      askerName: 'Ana María Pérez',
      askerEmail: 'ana.pregunta@correo.do',
    };
    const sent = await kit.ask(body, '10.80.1.1');
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ needsConfirmation: true });
    expect(sent.body.message).toMatch(/^Te enviamos un enlace para confirmar tu pregunta/);
    // Unconfirmed: neither the owner nor the administrators see it.
    expect(await kit.byText(body.question)).toBeUndefined();
    expect((await kit.waiting()).some((q) => q.question === body.question)).toBe(false);

    const token = await kit.mailedToken(body.askerEmail);
    expect(token).not.toBeNull();
    const opened = await kit.call('visitor', 'POST', '/api/questions/confirm', { token });
    expect(opened.status).toBe(200);
    // The confirmation page links back to the business asked.
    expect(opened.body.business).toMatchObject({ id: actors.fixtures.ownedBusinessId });
    const again = await kit.call('visitor', 'POST', '/api/questions/confirm', { token });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('Este enlace no es válido o ya fue usado');

    const shown = (await kit.waiting()).find((q) => q.question === body.question)!;
    expect(shown).toMatchObject({ waiting: 'question', askerName: 'Ana María Pérez' });
    expect(await kit.byText(body.question)).toMatchObject({ status: 'pending', askerName: 'Ana' });
    expect((await kit.publicQuestions()).some((q) => q.id === shown.id)).toBe(false);

    expect((await kit.decide(shown.id, 'approve')).status).toBe(200);
    const published = (await kit.publicQuestions()).find((q) => q.id === shown.id);
    expect(published).toEqual({
      id: shown.id,
      question: body.question,
      askerName: 'Ana',
      answer: null,
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(await kit.publicQuestions())).not.toContain('correo.do');
  });

  it('sends a confirmed account’s question straight to the administrators', async () => {
    await ctx.database.db
      .update(users)
      .set({ emailVerifiedAt: ctx.app.now() })
      .where(eq(users.username, 'preguntas_user'));
    const sent = await kit.ask({ question: '¿Aceptan tarjeta?' }, '10.80.2.1', 'user');
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ needsConfirmation: false });
    expect((await kit.waiting()).find((q) => q.question === '¿Aceptan tarjeta?')).toMatchObject({
      waiting: 'question',
    });
    const mailed = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'preguntas_user@correo.do'));
    expect(mailed).toHaveLength(0);
  });

  it('refuses a dead link, deletes its question, and refuses a business not published', async () => {
    const email = 'tarde@correo.do';
    await kit.ask({ question: '¿Tienen delivery?', askerEmail: email }, '10.80.3.1');
    const token = await kit.mailedToken(email);
    await ctx.database.db
      .update(businessQuestions)
      .set({ createdAt: new Date(ctx.app.now().getTime() - 8 * 24 * 60 * 60 * 1000) })
      .where(eq(businessQuestions.askerEmail, email));
    const late = await kit.call('visitor', 'POST', '/api/questions/confirm', { token });
    expect(late.status).toBe(400);
    // The hourly job deletes it; a question whose link still works stays.
    await kit.ask({ question: '¿Tienen baños?', askerEmail: 'fresca@correo.do' }, '10.80.3.2');
    expect(await deleteDeadQuestions(ctx.database.db, ctx.app.now())).toBeGreaterThanOrEqual(1);
    const left = await ctx.database.db
      .select({ email: businessQuestions.askerEmail })
      .from(businessQuestions)
      .where(eq(businessQuestions.status, 'unconfirmed'));
    expect(left.map((q) => q.email)).toContain('fresca@correo.do');
    expect(left.map((q) => q.email)).not.toContain(email);
    const missing = await kit.call('visitor', 'POST', '/api/businesses/999999/questions', {
      question: '¿Hay alguien?',
      askerEmail: email,
    });
    expect(missing.status).toBe(404);
  });

  it('limits questions per visitor and per address, in the database', async () => {
    const global = await kit.call('visitor', 'GET', '/api/visits/global');
    const cookie = global.response.cookies.find((c) => c.name === 'drd_visitor')!;
    const visitor = { drd_visitor: cookie.value };
    const answers = [];
    for (let i = 0; i < 6; i++) {
      const body = { question: `¿Pregunta número ${i}?`, askerEmail: `p${i}@correo.do` };
      answers.push(
        (await kit.call(visitor, 'POST', `${kit.base}/questions`, body, `10.81.0.${i + 1}`)).status,
      );
    }
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
    const fromOneAddress = [];
    for (let i = 0; i < 21; i++) {
      const body = { question: `¿Dirección número ${i}?`, askerEmail: `d${i}@correo.do` };
      fromOneAddress.push((await kit.ask(body, '10.82.0.1')).status);
    }
    expect(fromOneAddress.filter((s) => s === 429)).toHaveLength(1);
    const last = await kit.ask({ question: '¿Una más?', askerEmail: 'x@correo.do' }, '10.82.0.1');
    expect(last.body.error).toBe('Ya enviaste varias preguntas. Intenta de nuevo mañana.');
  });

  it('stores nothing from the honeypot', async () => {
    const body = { question: '¿Compra aquí?', askerEmail: 'robot@correo.do', website: 'http://x' };
    expect((await kit.ask(body, '10.80.5.1')).status).toBe(201);
    expect(await kit.mailedToken('robot@correo.do')).toBeNull();
    const stored = await ctx.database.db
      .select()
      .from(businessQuestions)
      .where(eq(businessQuestions.askerEmail, 'robot@correo.do'));
    expect(stored).toHaveLength(0);
  });
});
