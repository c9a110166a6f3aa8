// A refund takes back the plan period it paid for (plan-period.ts withdrawPlanPeriod).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@drd/shared/api/payments';
import { businesses, subscriptions, transactions } from '../../db/schema';
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
const inAYear = (d: Date) => {
  const next = new Date(d);
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
};

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

const db = () => ctx.database.db;
const asAdmin = async (url: string, body: unknown = {}) =>
  postJson(ctx.app, url, await withVersion(db(), url, body), {
    cookies: { drd_session: await createSession(db(), admin.id, ctx.app.now()) },
  });
const business = async (id: number) =>
  (await db().select().from(businesses).where(eq(businesses.id, id)))[0]!;
const subscription = async (id: number) =>
  (await db().select().from(subscriptions).where(eq(subscriptions.businessId, id)))[0]!;
const paymentOf = async (id: number, type: string) =>
  (
    await db()
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.businessId, id), eq(transactions.type, type)))
  )[0]!.id;

async function paidBusiness() {
  const owner = await makeAccount(db(), FIXED_NOW);
  const id = await registerBusinessAs(ctx.app, owner, place, { packageId: 4 });
  expect((await asAdmin(`/api/admin/businesses/${id}/approve`, {})).statusCode).toBe(200);
  const first = await paymentOf(id, 'subscription');
  expect((await asAdmin(`/api/admin/payments/${first}/received`)).statusCode).toBe(200);
  return { owner, id, first };
}

describe('refunds', () => {
  it('ends the plan of a refunded first payment now, keeping the page and its facts', async () => {
    const { id, first } = await paidBusiness();
    ctx.setNow(new Date(FIXED_NOW.getTime() + 10 * DAY_MS));
    const refund = await asAdmin(`/api/admin/payments/${first}/refunded`);
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json()).toMatchObject({ changed: true, payment: { status: 'refunded' } });

    const after = await business(id);
    expect(after).toMatchObject({ isActive: true, isHighlighted: false, packageId: 1 });
    expect(after.expiresAt).toEqual(ctx.app.now());
    expect(after.planLapsedAt).toEqual(ctx.app.now());
    expect(await subscription(id)).toMatchObject({ isActive: false, packageId: 4 });
    // The page stays, without the plan.
    const detail = await ctx.app.inject({ url: `/api/businesses/detail/${id}` });
    expect(detail.statusCode).toBe(200);

    // Refunding again is refused and changes nothing.
    const again = await asAdmin(`/api/admin/payments/${first}/refunded`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'Este pago fue reembolsado' });
    expect((await business(id)).planLapsedAt).toEqual(after.planLapsedAt);
  });

  it('takes a refunded renewal’s year off the end, and the plan goes on', async () => {
    const { owner, id } = await paidBusiness();
    const end = inAYear(FIXED_NOW);
    ctx.setNow(new Date(end.getTime() - 20 * DAY_MS));
    const renewal = await postJson(
      ctx.app,
      `/api/businesses/${id}/renewal`,
      {},
      { cookies: { drd_session: await createSession(db(), owner.id, ctx.app.now()) } },
    );
    expect(renewal.statusCode, renewal.body).toBe(201);
    const renewalId = renewal.json<{ transaction: { id: number } }>().transaction.id;
    expect((await asAdmin(`/api/admin/payments/${renewalId}/received`)).statusCode).toBe(200);
    expect((await business(id)).expiresAt).toEqual(inAYear(end));

    expect((await asAdmin(`/api/admin/payments/${renewalId}/refunded`)).statusCode).toBe(200);
    const after = await business(id);
    expect(after.expiresAt).toEqual(end);
    expect(after).toMatchObject({ isHighlighted: true, packageId: 4, planLapsedAt: null });
    expect((await subscription(id)).endDate).toEqual(end);
  });

  it('lapses at once a renewal refunded after the old end has passed', async () => {
    const { owner, id } = await paidBusiness();
    const end = inAYear(FIXED_NOW);
    ctx.setNow(new Date(end.getTime() - 5 * DAY_MS));
    const renewal = await postJson(
      ctx.app,
      `/api/businesses/${id}/renewal`,
      {},
      { cookies: { drd_session: await createSession(db(), owner.id, ctx.app.now()) } },
    );
    const renewalId = renewal.json<{ transaction: { id: number } }>().transaction.id;
    expect((await asAdmin(`/api/admin/payments/${renewalId}/received`)).statusCode).toBe(200);
    ctx.setNow(new Date(end.getTime() + 3 * DAY_MS));
    expect((await asAdmin(`/api/admin/payments/${renewalId}/refunded`)).statusCode).toBe(200);
    expect(await business(id)).toMatchObject({
      expiresAt: end,
      planLapsedAt: ctx.app.now(),
      isHighlighted: false,
      packageId: 1,
    });
  });

  it('refuses to refund an offer code’s free year', async () => {
    const owner = await makeAccount(db(), FIXED_NOW);
    const made = await asAdmin('/api/admin/offer-codes');
    const code = made.json<{ code: string }>().code;
    const id = await registerBusinessAs(ctx.app, owner, place, { offerCode: code });
    const free = await paymentOf(id, 'offer_code');
    const refund = await asAdmin(`/api/admin/payments/${free}/refunded`);
    expect(refund.statusCode).toBe(409);
    expect(refund.json()).toEqual({ error: PAYMENT_MESSAGES.offerCode });
  });
});
