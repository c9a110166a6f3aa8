// Offer codes an administrator runs (issue #31): a batch with a label and a last day, withdrawn
// before use; an expired or withdrawn code is refused where an owner types it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@drd/shared/api/admin-console';
import { OFFER_CODE_MESSAGES, type AdminOfferCode } from '@drd/shared/api/offer-codes';
import { createTestContext, FIXED_NOW, postJson, type TestContext } from '../../test/context';
import {
  makeAccount,
  puertoPlata,
  registrationPayload,
  type Account,
} from '../../test/sign-up-fixtures';

let ctx: TestContext;
let admin: Account;
let place: { province: number; municipality: number };
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await makeAccount(ctx.database.db, FIXED_NOW, { role: 'admin' });
  place = await puertoPlata(ctx.database.db);
});
afterAll(() => ctx.close());

const asAdmin = (url: string, body: unknown = {}) =>
  postJson(ctx.app, url, body, { cookies: admin.cookies });
const validate = async (code: string) =>
  (await postJson(ctx.app, '/api/offer-codes/validate', { code })).json<{
    valid: boolean;
    error?: string;
  }>();

describe('offer codes for administrators', () => {
  it('generates several at once with a label and a last day, each logged', async () => {
    ctx.setNow(FIXED_NOW);
    const made = await asAdmin('/api/admin/offer-codes/batch', {
      count: 3,
      label: 'Feria de Puerto Plata',
      expiresOn: '2026-12-31',
    });
    expect(made.statusCode, made.body).toBe(201);
    const codes = made.json<AdminOfferCode[]>();
    expect(codes).toHaveLength(3);
    expect(new Set(codes.map((c) => c.code)).size).toBe(3);
    for (const code of codes) {
      // The end of 31 December in Santo Domingo (UTC−4).
      expect(code).toMatchObject({
        label: 'Feria de Puerto Plata',
        expiresAt: '2027-01-01T03:59:59.999Z',
        revokedAt: null,
        isUsed: false,
      });
    }
    const log = await ctx.app.inject({
      url: `/api/admin/audit-log?targetType=offer_code&targetId=${codes[0]!.id}`,
      cookies: admin.cookies,
    });
    expect(log.json<{ entries: AuditEntry[] }>().entries[0]).toMatchObject({
      action: 'offer_code.create',
      after: { label: 'Feria de Puerto Plata' },
    });
    expect((await validate(codes[0]!.code)).valid).toBe(true);

    // After its last day the code is refused where the owner types it.
    ctx.setNow(new Date('2027-01-01T04:00:00Z'));
    expect(await validate(codes[0]!.code)).toEqual({
      valid: false,
      error: OFFER_CODE_MESSAGES.expired,
    });
    ctx.setNow(FIXED_NOW);
  });

  it('refuses a last day already past, a batch too big and a count of zero', async () => {
    for (const body of [
      { count: 1, expiresOn: '2026-01-01' },
      { count: 101 },
      { count: 0 },
      { count: 1, expiresOn: '2026-02-30' },
    ]) {
      const response = await asAdmin('/api/admin/offer-codes/batch', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(/[a-záéíóú]/);
    }
  });

  it('withdraws an unused code, which registration then refuses', async () => {
    const [code] = (
      await asAdmin('/api/admin/offer-codes/batch', { count: 1, label: 'Prueba' })
    ).json<AdminOfferCode[]>();
    const revoked = await asAdmin(`/api/admin/offer-codes/${code!.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect((await asAdmin(`/api/admin/offer-codes/${code!.id}/revoke`)).statusCode).toBe(409);
    expect((await asAdmin('/api/admin/offer-codes/999999/revoke')).statusCode).toBe(404);
    expect(await validate(code!.code)).toEqual({
      valid: false,
      error: OFFER_CODE_MESSAGES.revoked,
    });
    const list = await ctx.app.inject({ url: '/api/admin/offer-codes', cookies: admin.cookies });
    expect(list.json<AdminOfferCode[]>().find((c) => c.id === code!.id)?.revokedAt).not.toBeNull();

    const owner = await makeAccount(ctx.database.db, FIXED_NOW, { role: 'business_owner' });
    const registered = await postJson(
      ctx.app,
      '/api/businesses/register',
      registrationPayload(place, { offerCode: code!.code }),
      { cookies: owner.cookies },
    );
    expect(registered.statusCode).toBe(400);
    expect(registered.json<{ error: string }>().error).toBe(OFFER_CODE_MESSAGES.revoked);
  });

  it('cannot withdraw a code already used', async () => {
    const [code] = (await asAdmin('/api/admin/offer-codes/batch', { count: 1 })).json<
      AdminOfferCode[]
    >();
    const owner = await makeAccount(ctx.database.db, FIXED_NOW, { role: 'business_owner' });
    const registered = await postJson(
      ctx.app,
      '/api/businesses/register',
      registrationPayload(place, { offerCode: code!.code }),
      { cookies: owner.cookies },
    );
    expect(registered.statusCode, registered.body).toBe(201);
    const revoked = await asAdmin(`/api/admin/offer-codes/${code!.id}/revoke`);
    expect(revoked.statusCode).toBe(409);
  });
});
