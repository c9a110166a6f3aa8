// 'Mis negocios': only the signed-in person's businesses and claims, with their approval, plan
// and payment, on the app's fixed clock.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MyBusiness, MyBusinessesAnswer } from '@drd/shared/api/my-businesses';
import { createTestContext, FIXED_NOW, postJson, type TestContext } from '../../test/context';
import {
  makeAccount,
  puertoPlata,
  registerBusinessAs,
  type Account,
} from '../../test/sign-up-fixtures';
import { createSession } from '../auth/repository';
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
beforeEach(() => ctx.setNow(FIXED_NOW));

/** A session opened on the app's clock (sessions last 30 days, and the tests move the clock). */
const fresh = async (account: Account) => ({
  drd_session: await createSession(ctx.database.db, account.id, ctx.app.now()),
});
const asAdmin = async (url: string, body: unknown = {}) => {
  const payload = await withVersion(ctx.database.db, url, body);
  const response = await postJson(ctx.app, url, payload, { cookies: await fresh(admin) });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
};
async function mine(account: Account): Promise<MyBusinessesAnswer> {
  const response = await ctx.app.inject({
    url: '/api/my/businesses',
    cookies: await fresh(account),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MyBusinessesAnswer>();
}
const one = async (account: Account, id: number): Promise<MyBusiness> => {
  const found = (await mine(account)).businesses.find((b) => b.id === id);
  if (!found) throw new Error(`business ${id} is not in the list`);
  return found;
};

describe('GET /api/my/businesses', () => {
  it('answers 401 to a visitor', async () => {
    const response = await ctx.app.inject({ url: '/api/my/businesses' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Debes iniciar sesión' });
  });

  it('answers empty lists to a new user', async () => {
    const user = await makeAccount(ctx.database.db, FIXED_NOW);
    expect(await mine(user)).toEqual({ businesses: [], claims: [] });
  });

  it('lists only the signed-in owner’s businesses, newest first', async () => {
    const owner = await makeAccount(ctx.database.db, FIXED_NOW);
    const other = await makeAccount(ctx.database.db, FIXED_NOW);
    const first = await registerBusinessAs(ctx.app, owner, place, { name: 'Colmado Primero' });
    ctx.setNow(new Date(FIXED_NOW.getTime() + 60_000));
    const second = await registerBusinessAs(ctx.app, owner, place, { name: 'Colmado Segundo' });
    const theirs = await registerBusinessAs(ctx.app, other, place, { name: 'Colmado Ajeno' });

    const list = await mine(owner);
    expect(list.businesses.map((b) => b.id)).toEqual([second, first]);
    expect((await mine(other)).businesses.map((b) => b.id)).toEqual([theirs]);
  });

  it('shows a new registration waiting for approval, with its plan and payment', async () => {
    const owner = await makeAccount(ctx.database.db, FIXED_NOW);
    const id = await registerBusinessAs(ctx.app, owner, place, { packageId: 3, category: 1 });
    const business = await one(owner, id);
    expect(business).toMatchObject({
      isActive: false,
      approval: { status: 'pending', notes: null },
      subscription: { state: 'none', activatedAt: null, expiresAt: null, daysLeft: null },
      package: { id: 3, name: 'Visibilidad Plus' },
      pendingPayment: { amount: '150.00', currency: 'USD', type: 'subscription' },
      coveredByOfferCode: false,
    });
    expect(business.category).toEqual(expect.any(String));
    expect(business.category.length).toBeGreaterThan(0);
  });

  it('follows the plan from approval to expiring and expired on the clock', async () => {
    const owner = await makeAccount(ctx.database.db, FIXED_NOW);
    const id = await registerBusinessAs(ctx.app, owner, place);
    await asAdmin(`/api/admin/businesses/${id}/approve`, { adminNotes: 'Bien' });
    const end = new Date(FIXED_NOW);
    end.setUTCFullYear(end.getUTCFullYear() + 1);

    const approved = await one(owner, id);
    // Published, but the plan's year starts only once its payment is recorded (issue 41).
    expect(approved).toMatchObject({
      isActive: true,
      approval: { status: 'approved', notes: 'Bien' },
      subscription: { state: 'none', daysLeft: null, expiresAt: null },
    });
    expect(approved.pendingPayment).toMatchObject({ type: 'subscription', status: 'pending' });
    await asAdmin(`/api/admin/payments/${approved.pendingPayment!.id}/received`);
    const paid = await one(owner, id);
    expect(paid.pendingPayment).toBeNull();
    expect(paid.subscription).toMatchObject({
      state: 'active',
      daysLeft: 365,
      activatedAt: FIXED_NOW.toISOString(),
      expiresAt: end.toISOString(),
    });

    ctx.setNow(new Date(end.getTime() - 10 * DAY_MS));
    expect((await one(owner, id)).subscription).toMatchObject({ state: 'expiring', daysLeft: 10 });

    ctx.setNow(new Date(end.getTime() + DAY_MS));
    expect((await one(owner, id)).subscription).toMatchObject({ state: 'expired', daysLeft: 0 });

    // A renewal asked for shows as the payment due.
    const renewal = await postJson(
      ctx.app,
      `/api/businesses/${id}/renewal`,
      {},
      { cookies: await fresh(owner) },
    );
    expect(renewal.statusCode, renewal.body).toBe(201);
    expect((await one(owner, id)).pendingPayment).toMatchObject({
      type: 'renewal',
      status: 'pending',
    });
  });

  it('shows a rejection with the administrator’s note', async () => {
    const owner = await makeAccount(ctx.database.db, FIXED_NOW);
    const id = await registerBusinessAs(ctx.app, owner, place);
    await asAdmin(`/api/admin/businesses/${id}/reject`, { adminNotes: 'Faltan fotos' });
    expect(await one(owner, id)).toMatchObject({
      isActive: false,
      approval: { status: 'rejected', notes: 'Faltan fotos' },
      subscription: { state: 'none' },
    });
  });

  it('says when an offer code paid for the plan', async () => {
    const owner = await makeAccount(ctx.database.db, FIXED_NOW);
    const code = (await asAdmin('/api/admin/offer-codes')).json<{ code: string }>().code;
    const id = await registerBusinessAs(ctx.app, owner, place, { offerCode: code });
    expect(await one(owner, id)).toMatchObject({
      pendingPayment: null,
      coveredByOfferCode: true,
      approval: { status: 'pending' },
    });
  });

  it('lists the user’s own claims and nobody else’s', async () => {
    const claimant = await makeAccount(ctx.database.db, FIXED_NOW);
    const bystander = await makeAccount(ctx.database.db, FIXED_NOW);
    const listings = await ctx.app.inject({ url: '/api/businesses/filter?pageSize=1' });
    const listing = listings.json<{ businesses: { id: number; name: string }[] }>().businesses[0]!;
    const claim = await postJson(
      ctx.app,
      `/api/businesses/${listing.id}/claims`,
      { note: 'Soy la dueña de este negocio desde 2015.' },
      { cookies: await fresh(claimant) },
    );
    expect(claim.statusCode, claim.body).toBe(201);

    expect((await mine(claimant)).claims).toEqual([
      {
        id: claim.json<{ id: number }>().id,
        status: 'pending',
        createdAt: FIXED_NOW.toISOString(),
        reviewNotes: null,
        business: { id: listing.id, name: listing.name, isActive: true },
      },
    ]);
    expect((await mine(bystander)).claims).toEqual([]);
  });
});
