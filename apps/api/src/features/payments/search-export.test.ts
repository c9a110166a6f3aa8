// The payments list for administrators: a search by reference, business or user and by state,
// and the same rows as a CSV file for a spreadsheet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, FIXED_NOW, type TestContext } from '../../test/context';
import {
  makeAccount,
  puertoPlata,
  registerBusinessAs,
  type Account,
} from '../../test/sign-up-fixtures';

let ctx: TestContext;
let place: { province: number; municipality: number };
let admin: Account;
let owner: Account;
beforeAll(async () => {
  ctx = await createTestContext();
  place = await puertoPlata(ctx.database.db);
  admin = await makeAccount(ctx.database.db, FIXED_NOW, { role: 'admin' });
  owner = await makeAccount(ctx.database.db, FIXED_NOW, { role: 'business_owner' });
});
afterAll(() => ctx.close());

async function get<T>(url: string, who: Account) {
  const response = await ctx.app.inject({ url, cookies: who.cookies });
  return { status: response.statusCode, body: response.json<T>() };
}

describe('payments for administrators', () => {
  it('finds payments by reference, business and state, and exports them as CSV', async () => {
    const id = await registerBusinessAs(ctx.app, owner, place, { name: 'Heladeria "Coco", Frio' });
    const list = async (query: string) =>
      (
        await get<{ payments: { id: number; business: { id: number } | null }[]; total: number }>(
          `/api/admin/payments?${query}`,
          admin,
        )
      ).body;
    const byName = await list('q=heladeria');
    expect(byName.payments.map((p) => p.business?.id)).toEqual([id]);
    const paymentId = byName.payments[0]!.id;
    const reference = `DRD-${String(paymentId).padStart(6, '0')}`;
    expect((await list(`q=${reference}`)).payments.map((p) => p.id)).toEqual([paymentId]);
    expect((await list('q=heladeria&status=completed')).total).toBe(0);
    expect((await list('q=heladeria&status=pending')).total).toBe(1);

    const csv = await ctx.app.inject({
      url: '/api/admin/payments/export.csv?q=heladeria',
      cookies: admin.cookies,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toMatch(/^Referencia,Negocio,Usuario,Monto/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${reference},"Heladeria ""Coco"", Frio",`);
    // Type, state and method as words, not the API's codes (issue 41).
    expect(lines[1]).toMatch(/,suscripción,pendiente,manual,/);
    expect(lines[1]).not.toMatch(/subscription|pending/);
    expect(
      (await ctx.app.inject({ url: '/api/admin/payments/export.csv', cookies: owner.cookies }))
        .statusCode,
    ).toBe(403);
  });
});
