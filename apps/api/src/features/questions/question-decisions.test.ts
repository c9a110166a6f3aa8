// After a question is asked (decision 024): the owner's answer is public only once approved, an
// administrator's decision binds the version they saw, the owner reports an abusive question to
// the administrators, and of answers sent at once one wins.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessQuestions } from '../../db/schema';
import { createActors, type Actors } from '../../test/actors';
import { createTestContext, type TestContext } from '../../test/context';
import { questionTestKit } from './test-kit';

let ctx: TestContext;
let actors: Actors;
let kit: ReturnType<typeof questionTestKit>;
let ip = 0;
beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx.database.db, 'respuestas');
  kit = questionTestKit(ctx, actors, actors.fixtures.ownedBusinessId);
});
afterAll(() => ctx.close());

/** A question an administrator already published. */
async function publicQuestion(question: string) {
  const email = `${question.replace(/\W/g, '').toLowerCase()}@correo.do`;
  const shown = await kit.confirmed(question, email, `10.90.${ip++}.1`, 'Luis');
  expect((await kit.decide(shown.id, 'approve')).status).toBe(200);
  return shown.id;
}
const answerUrl = (id: number) => `${kit.base}/questions/${id}`;

describe('the owner’s answer', () => {
  it('is public only once an administrator approves it; the approved one stays while a new one waits', async () => {
    const id = await publicQuestion('¿Tienen parqueo?');
    const sent = await kit.call('owner', 'PUT', answerUrl(id), { answer: 'Sí, gratis.' });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(
      'Respuesta enviada: se publicará cuando un administrador la apruebe',
    );
    const published = async () => (await kit.publicQuestions()).find((q) => q.id === id);
    expect(await published()).toMatchObject({ answer: null });
    expect(await kit.byText('¿Tienen parqueo?')).toMatchObject({
      answer: 'Sí, gratis.',
      answerStatus: 'pending',
    });
    expect((await kit.waiting()).find((q) => q.id === id)).toMatchObject({
      waiting: 'answer',
      answer: 'Sí, gratis.',
    });
    expect((await kit.decide(id, 'approve')).status).toBe(200);
    expect(await published()).toMatchObject({
      question: '¿Tienen parqueo?',
      answer: 'Sí, gratis.',
    });

    // An edit waits; the approved answer stays public, and a rejected edit leaves it there.
    const { version } = (await kit.byText('¿Tienen parqueo?'))!;
    const edit = { answer: 'Solo los fines de semana.', version };
    expect((await kit.call('owner', 'PUT', answerUrl(id), edit)).status).toBe(200);
    expect(await published()).toMatchObject({ answer: 'Sí, gratis.' });
    expect((await kit.decide(id, 'reject', 'Contradice el horario')).status).toBe(200);
    expect(await published()).toMatchObject({ answer: 'Sí, gratis.' });
    expect(await kit.byText('¿Tienen parqueo?')).toMatchObject({ answerStatus: 'rejected' });
  });

  it('answers only published questions, and only on the business’s own questions', async () => {
    const shown = await kit.confirmed('¿Hacen envíos?', 'envios@correo.do', '10.91.0.1');
    const early = await kit.call('owner', 'PUT', answerUrl(shown.id), { answer: 'Sí.' });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('Solo se pueden responder preguntas publicadas');
    const other = `/api/businesses/${actors.fixtures.unownedBusinessId}/questions/${shown.id}`;
    expect((await kit.call('owner', 'PUT', other, { answer: 'Sí.' })).status).toBe(403);
    const missing = await kit.call('owner', 'PUT', answerUrl(999999), { answer: 'Sí.' });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Pregunta no encontrada');
  });
});

describe('an administrator’s decision', () => {
  it('binds the version shown: an answer edited meanwhile answers 409 with the new version', async () => {
    const id = await publicQuestion('¿Cuánto cuesta el menú?');
    await kit.call('owner', 'PUT', answerUrl(id), { answer: 'RD$300.' });
    const seen = (await kit.waiting()).find((q) => q.id === id)!;
    const { version } = (await kit.byText('¿Cuánto cuesta el menú?'))!;
    await kit.call('owner', 'PUT', answerUrl(id), { answer: 'RD$3,000 por persona.', version });

    const stale = await kit.call('admin', 'POST', `/api/admin/questions/${id}/approve`, {
      version: seen.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe('Este cambio se modificó mientras lo revisabas');
    const current = (await kit.waiting()).find((q) => q.id === id)!;
    expect(stale.body).toMatchObject({ version: current.version });
    expect((await kit.publicQuestions()).find((q) => q.id === id)).toMatchObject({ answer: null });

    expect((await kit.decide(id, 'approve')).status).toBe(200);
    expect((await kit.publicQuestions()).find((q) => q.id === id)).toMatchObject({
      answer: 'RD$3,000 por persona.',
    });
    const twice = await kit.call('admin', 'POST', `/api/admin/questions/${id}/approve`, {
      version: current.version + 1,
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe('Esta pregunta ya fue revisada');
    const noReason = await kit.call('admin', 'POST', `/api/admin/questions/${id}/reject`, {
      version: current.version + 1,
    });
    expect(noReason.status).toBe(400);
  });

  it('rejecting a question keeps it off the profile with the reason kept', async () => {
    const shown = await kit.confirmed('¿Venden cosas raras?', 'raras@correo.do', '10.92.0.1');
    expect((await kit.decide(shown.id, 'reject', 'Spam')).status).toBe(200);
    expect((await kit.publicQuestions()).some((q) => q.id === shown.id)).toBe(false);
    expect(await kit.byText('¿Venden cosas raras?')).toBeUndefined();
    const [row] = await ctx.database.db
      .select()
      .from(businessQuestions)
      .where(eq(businessQuestions.id, shown.id));
    expect(row).toMatchObject({ status: 'rejected', decisionNote: 'Spam' });
  });
});

describe('reports', () => {
  it('lets the owner report an abusive question: hidden until an administrator decides', async () => {
    const id = await publicQuestion('¿Por qué son tan malos?');
    const url = `${kit.base}/questions/${id}/report`;
    const noReason = await kit.call('owner', 'POST', url, {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.details?.reason).toEqual(['Escribe el motivo']);
    expect((await kit.call('otherOwner', 'POST', url, { reason: 'Insulto' })).status).toBe(403);

    const report = await kit.call('owner', 'POST', url, { reason: 'Insulto al personal' });
    expect(report.status).toBe(200);
    expect(report.body.message).toBe('Reportada: un administrador la revisará');
    expect((await kit.publicQuestions()).some((q) => q.id === id)).toBe(false);
    expect((await kit.waiting()).find((q) => q.id === id)).toMatchObject({
      waiting: 'report',
      reportReason: 'Insulto al personal',
    });
    expect((await kit.call('owner', 'POST', url, { reason: 'Otra vez' })).status).toBe(409);

    // The administrator may put it back.
    expect((await kit.decide(id, 'approve')).status).toBe(200);
    expect((await kit.publicQuestions()).some((q) => q.id === id)).toBe(true);
  });
});

describe('answers sent at once', () => {
  it('gives one first answer and 409s for 20 parallel answers to one question', async () => {
    const id = await publicQuestion('¿Tienen wifi?');
    const cookies = await actors.cookies('owner', ctx.app.now());
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        kit.call(cookies!, 'PUT', answerUrl(id), { answer: `Sí, clave ${i}` }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(answers.find((a) => a.status === 409)!.body.error).toBe(
      'Esta pregunta ya tiene una respuesta',
    );

    // Two edits of the same version: one wins, the other is told the version changed.
    const { version } = (await kit.byText('¿Tienen wifi?'))!;
    const edits = await Promise.all(
      ['Sí, pide la clave', 'Sí, en la barra'].map((answer) =>
        kit.call(cookies!, 'PUT', answerUrl(id), { answer, version }),
      ),
    );
    expect(edits.map((e) => e.status).sort()).toEqual([200, 409]);
  });
});
