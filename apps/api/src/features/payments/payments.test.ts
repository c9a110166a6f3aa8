import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('completes a payment once, however often it is marked, and refunds it once', async () => {
    const id = await pendingId();
    expect((await asAdmin(`/api/admin/payments/${id}/refunded`)).json()).toEqual({
      error: 'Este pago aún no se ha recibido',
    });
    const marks = await Promise.all([
      asAdmin(`/api/admin/payments/${id}/received`, {
        method: 'bank_transfer',
        reference: 'BHD-1',
      }),
      asAdmin(`/api/admin/payments/${id}/received`, {
        method: 'bank_transfer',
        reference: 'BHD-1',
      }),
    ]);
    expect(marks.map((m) => m.statusCode)).toEqual([200, 200]);
    expect(marks.map((m) => m.json<{ changed: boolean }>().changed).sort()).toEqual([false, true]);
    expect(marks[0].json()).toMatchObject({ payment: { receivedReference: 'BHD-1' } });
    const [row] = await ctx.database.db.select().from(transactions).where(eq(transactions.id, id));
    expect(row).toMatchObject({
      status: 'completed',
      paidAt: FIXED_NOW,
      recordedBy: admin.id,
      paymentId: 'BHD-1',
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

    const refunds = await Promise.all([
      asAdmin(`/api/admin/payments/${id}/refunded`),
      asAdmin(`/api/admin/payments/${id}/refunded`),
    ]);
    expect(refunds.map((m) => m.json<{ changed: boolean }>().changed).sort()).toEqual([
      false,
      true,
    ]);
    const late = await asAdmin(`/api/admin/payments/${id}/received`);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: 'Este pago fue reembolsado' });
    expect((await asAdmin('/api/admin/payments/999999/received')).statusCode).toBe(404);
  });
});
