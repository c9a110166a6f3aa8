// Owners hear of what happens to their business: each message queued with the change.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, transactions } from '../../db/schema';
import { createTestContext, FIXED_NOW, postJson, type TestContext } from '../../test/context';
import {
  makeAccount,
  puertoPlata,
  registerBusinessAs,
  type Account,
} from '../../test/sign-up-fixtures';
import { createSession } from '../auth/repository';
import { applyPlanExpiries } from '../subscriptions/expiry';
import { reminderStep } from './renewal-reminders';
import { withVersion } from '../../test/versions';

const DAY_MS = 24 * 60 * 60 * 1000;
let ctx: TestContext;
let place: { province: number; municipality: number };
let admin: Account;
beforeAll(async () => {
  ctx = await createTestContext();
  place = await puertoPlata(ctx.database.db);
  admin = await makeAccount(ctx.database.db, FIXED_NOW, { role: 'admin' });
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const asAdmin = async (url: string, body: unknown = {}) =>
  postJson(ctx.app, url, await withVersion(db(), url, body), {
    cookies: { drd_session: await createSession(db(), admin.id, ctx.app.now()) },
  });
const mailsOf = (userId: number, kind?: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.userId, userId), kind ? eq(mailOutbox.kind, kind) : undefined))
    .orderBy(asc(mailOutbox.id));

describe('owner notifications', () => {
  it('tells the owner of an approval (with the note), a rejection (with the reason) and a payment', async () => {
    const owner = await makeAccount(db(), FIXED_NOW, { email: 'dueno.aviso@correo.do' });
    const approved = await registerBusinessAs(ctx.app, owner, place, { name: 'Pescadería Ámbar' });
    const rejected = await registerBusinessAs(ctx.app, owner, place, { name: 'Colmado Rechazo' });
    expect(
      (await asAdmin(`/api/admin/businesses/${approved}/approve`, { adminNotes: 'Todo en orden' }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await asAdmin(`/api/admin/businesses/${rejected}/reject`, {
          adminNotes: 'Falta la dirección',
        })
      ).statusCode,
    ).toBe(200);
    const [cancelled] = await db()
      .select({ status: transactions.status })
      .from(transactions)
      .where(eq(transactions.businessId, rejected));
    expect(cancelled!.status).toBe('cancelled');
    const [payment] = await db()
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.businessId, approved));
    expect((await asAdmin(`/api/admin/payments/${payment!.id}/received`)).statusCode).toBe(200);
    // Marking it again is refused (409) and sends nothing more.
    expect((await asAdmin(`/api/admin/payments/${payment!.id}/received`)).statusCode).toBe(409);

    // Each registration's payment e-mail (payments/paying.test.ts) is left out here.
    const mails = (await mailsOf(owner.id)).filter((m) => m.kind !== 'payment-due');
    expect(mails.map((m) => m.kind)).toEqual([
      'business-approved',
      'business-rejected',
      'payment-received',
    ]);
    expect(mails.every((m) => m.toAddress === 'dueno.aviso@correo.do')).toBe(true);
    expect(mails[0]!.subject).toBe('Tu negocio «Pescadería Ámbar» ya está publicado');
    expect(mails[0]!.text).toContain('Nota del administrador: Todo en orden');
    expect(mails[0]!.text).toContain(`/negocio/${approved}-pescaderia-ambar`);
    expect(mails[1]!.text).toContain('Motivo: Falta la dirección');
    expect(mails[2]!.subject).toMatch(/^Recibimos tu pago de US\$ \d+\.\d{2}$/);
    expect(mails[2]!.text).toContain(`DRD-${String(payment!.id).padStart(6, '0')}`);
  });

  it('tells a claimant of the decision', async () => {
    const owner = await makeAccount(db(), FIXED_NOW);
    const claimant = await makeAccount(db(), FIXED_NOW);
    const id = await registerBusinessAs(ctx.app, owner, place, { name: 'Heladería Reclamada' });
    const claim = await postJson(
      ctx.app,
      `/api/businesses/${id}/claims`,
      { note: 'Soy el dueño desde 2019, tengo el registro mercantil.' },
      { cookies: claimant.cookies },
    );
    expect(claim.statusCode, claim.body).toBe(201);
    const claimId = claim.json<{ id: number }>().id;
    expect(
      (
        await asAdmin(`/api/admin/claims/${claimId}/reject`, {
          adminNotes: 'No coincide el documento',
        })
      ).statusCode,
    ).toBe(200);
    const [mail] = await mailsOf(claimant.id, 'claim-decided');
    expect(mail!.subject).toBe('Tu reclamo de «Heladería Reclamada» no fue aprobado');
    expect(mail!.text).toContain('Motivo: No coincide el documento');
  });

  it('reminds at 30, 7 and 1 days and on the day, each once', async () => {
    const owner = await makeAccount(db(), FIXED_NOW);
    const id = await registerBusinessAs(ctx.app, owner, place, { name: 'Ferretería Recuerdo' });
    ctx.setNow(FIXED_NOW);
    // A paid plan: approval starts its year (an unpaid one starts when the payment is received).
    const [payment] = await db()
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.businessId, id));
    expect((await asAdmin(`/api/admin/payments/${payment!.id}/received`)).statusCode).toBe(200);
    expect((await asAdmin(`/api/admin/businesses/${id}/approve`)).statusCode).toBe(200);
    const end = new Date(FIXED_NOW);
    end.setUTCFullYear(end.getUTCFullYear() + 1);
    const at = async (ms: number) => {
      ctx.setNow(new Date(end.getTime() + ms));
      await applyPlanExpiries(ctx.app);
      await applyPlanExpiries(ctx.app); // a second run (or instance) adds nothing
      return (await mailsOf(owner.id, 'renewal-reminder')).map((m) => m.subject);
    };
    try {
      expect(await at(-31 * DAY_MS)).toEqual([]);
      expect(await at(-30 * DAY_MS + 3_600_000)).toEqual([
        'El plan de «Ferretería Recuerdo» vence en 30 días',
      ]);
      expect(await at(-20 * DAY_MS)).toHaveLength(1);
      expect((await at(-7 * DAY_MS)).at(-1)).toBe(
        'El plan de «Ferretería Recuerdo» vence en 7 días',
      );
      expect((await at(-DAY_MS + 60_000)).at(-1)).toBe(
        'El plan de «Ferretería Recuerdo» vence en 1 día',
      );
      const subjects = await at(3_600_000);
      expect(subjects.at(-1)).toBe('El plan de «Ferretería Recuerdo» venció');
      expect(subjects).toHaveLength(4);
    } finally {
      ctx.setNow(FIXED_NOW);
    }
  });

  it('catches up on a missed day with the nearest step', () => {
    expect([45, 30, 29, 8, 7, 2, 1].map(reminderStep)).toEqual([null, 30, 30, 30, 7, 7, 1]);
  });
});
