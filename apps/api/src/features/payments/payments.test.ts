import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_VERSION_MESSAGE } from '@drd/shared/api/common';
import type { AdminPayment } from '@drd/shared/api/payments';
import { transactions } from '../../db/schema';
import { createTestContext, FIXED_NOW, postJson, type TestContext } from '../../test/context';
import {
  makeAccount,
  puertoPlata,
  registerBusinessAs,
  type Account,
} from '../../test/sign-up-fixtures';

let ctx: TestContext;
let admin: Account;
let owner: Account;
let businessId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await makeAccount(ctx.database.db, FIXED_NOW, { role: 'admin' });
  owner = await makeAccount(ctx.database.db, FIXED_NOW);
  businessId = await registerBusinessAs(ctx.app, owner, await puertoPlata(ctx.database.db), {
    packageId: 2,
  });
});
afterAll(() => ctx.close());

const asAdmin = (url: string, body: unknown = {}) =>
  postJson(ctx.app, url, body, { cookies: admin.cookies });
const pendingId = async () =>
  (
    await ctx.database.db.select().from(transactions).where(eq(transactions.businessId, businessId))
  )[0]!.id;

describe('payments', () => {
  it('shows the owner how to pay the pending plan, and nobody else', async () => {
    const url = `/api/businesses/${businessId}/payment`;
    expect((await ctx.app.inject({ url })).statusCode).toBe(401);
    const stranger = await makeAccount(ctx.database.db, FIXED_NOW);
    expect((await ctx.app.inject({ url, cookies: stranger.cookies })).statusCode).toBe(403);
    const response = await ctx.app.inject({ url, cookies: owner.cookies });
    expect(response.statusCode).toBe(200);
    const id = await pendingId();
    expect(response.json()).toMatchObject({
      transaction: { id, amount: '60.00', currency: 'USD', status: 'pending' },
      instructions: {
        provider: 'manual',
        reference: `DRD-${String(id).padStart(6, '0')}`,
        amount: '60.00',
        methods: [
          { method: 'bank_transfer', text: expect.stringContaining('Transferencia') },
          { method: 'cash', text: expect.stringContaining('efectivo') },
        ],
      },
    });
  });

  it('lists pending payments first, a page at a time, for admins only', async () => {
    expect(
      (await ctx.app.inject({ url: '/api/admin/payments', cookies: owner.cookies })).statusCode,
    ).toBe(403);
    const page = await ctx.app.inject({
      url: '/api/admin/payments?pageSize=3',
      cookies: admin.cookies,
    });
    const body = page.json<{ payments: { status: string }[]; total: number; pageSize: number }>();
    expect(body.payments).toHaveLength(3);
    expect(body.total).toBeGreaterThan(3);
    expect(body.payments[0]!.status).toBe('pending');
    const all = await ctx.app.inject({
      url: '/api/admin/payments?pageSize=100',
      cookies: admin.cookies,
    });
    const statuses = all.json<{ payments: { status: string }[] }>().payments.map((p) => p.status);
    expect(statuses.indexOf('completed')).toBeGreaterThan(statuses.lastIndexOf('pending'));
  });

  it('completes a payment once and refunds it once: a second decision answers 409 with the version', async () => {
    const id = await pendingId();
    const refundEarly = await asAdmin(`/api/admin/payments/${id}/refunded`, { version: 1 });
    expect(refundEarly.statusCode).toBe(409);
    expect(refundEarly.json()).toEqual({ error: 'Este pago aún no se ha recibido', version: 1 });
    const body = {
      version: 1,
      method: 'bank_transfer',
      reference: 'BHD-1',
      amount: '3540.00',
      currency: 'DOP',
    };
    const marks = await Promise.all([
      asAdmin(`/api/admin/payments/${id}/received`, body),
      asAdmin(`/api/admin/payments/${id}/received`, body),
    ]);
    expect(marks.map((m) => m.statusCode).sort()).toEqual([200, 409]);
    const won = marks.find((m) => m.statusCode === 200)!;
    const lost = marks.find((m) => m.statusCode === 409)!;
    expect(lost.json()).toEqual({ error: 'Este pago ya se marcó como recibido', version: 2 });
    expect(won.json()).toMatchObject({
      changed: true,
      payment: {
        receivedReference: 'BHD-1',
        received: { amount: '3540.00', currency: 'DOP' },
        version: 2,
      },
    });
    const [row] = await ctx.database.db.select().from(transactions).where(eq(transactions.id, id));
    expect(row).toMatchObject({
      status: 'completed',
      paidAt: FIXED_NOW,
      recordedBy: admin.id,
      paymentId: 'BHD-1',
      receivedAmount: 3540,
      receivedCurrency: 'DOP',
    });
    expect(
      (
        await ctx.app.inject({
          url: `/api/businesses/${businessId}/payment`,
          cookies: owner.cookies,
        })
      ).json(),
    ).toEqual({
      error: 'No hay pagos pendientes para este negocio',
    });

    // The refund sent with the version the receipt was decided on is refused.
    const stale = await asAdmin(`/api/admin/payments/${id}/refunded`, { version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: STALE_VERSION_MESSAGE, version: 2 });
    const refunds = await Promise.all([
      asAdmin(`/api/admin/payments/${id}/refunded`, { version: 2 }),
      asAdmin(`/api/admin/payments/${id}/refunded`, { version: 2 }),
    ]);
    expect(refunds.map((m) => m.statusCode).sort()).toEqual([200, 409]);
    const late = await asAdmin(`/api/admin/payments/${id}/received`, { ...body, version: 3 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: 'Este pago fue reembolsado', version: 3 });
    const missing = await asAdmin('/api/admin/payments/999999/received', body);
    expect(missing.statusCode).toBe(404);
  });

  it('shows the reference the owner quotes and what was received, in RD$ or US$', async () => {
    const other = await makeAccount(ctx.database.db, FIXED_NOW);
    const id = await registerBusinessAs(ctx.app, other, await puertoPlata(ctx.database.db), {
      packageId: 3,
    });
    const [payment] = await ctx.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.businessId, id));
    const url = `/api/admin/payments/${payment!.id}/received`;
    const refused = async (body: Record<string, unknown>) => {
      const answer = await asAdmin(url, { version: 1, method: 'cash', ...body });
      expect(answer.statusCode).toBe(400);
      return Object.values(answer.json<{ details: Record<string, string[]> }>().details)[0]![0];
    };
    expect(await refused({ currency: 'USD' })).toBe('Escribe el monto recibido');
    expect(await refused({ amount: 'mucho', currency: 'USD' })).toBe(
      'Escribe el monto recibido, por ejemplo 3500.00',
    );
    expect(await refused({ amount: '0', currency: 'USD' })).toBe(
      'El monto recibido debe ser mayor que cero',
    );
    expect(await refused({ amount: '150', currency: 'EUR' })).toBe('Elige la moneda: RD$ o US$');
    expect(await refused({ amount: '150', currency: 'USD', version: undefined })).toBe(
      'Falta la versión que revisaste',
    );

    const reference = `DRD-${String(payment!.id).padStart(6, '0')}`;
    const list = async () =>
      (
        await ctx.app.inject({ url: `/api/admin/payments?q=${reference}`, cookies: admin.cookies })
      ).json<{ payments: AdminPayment[] }>().payments;
    expect(await list()).toEqual([
      expect.objectContaining({ id: payment!.id, reference, received: null, version: 1 }),
    ]);
    const received = await asAdmin(url, {
      version: 1,
      method: 'cash',
      amount: '150',
      currency: 'USD',
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(await list()).toEqual([
      expect.objectContaining({
        reference,
        received: { amount: '150.00', currency: 'USD' },
        version: 2,
        status: 'completed',
      }),
    ]);
  });
});
