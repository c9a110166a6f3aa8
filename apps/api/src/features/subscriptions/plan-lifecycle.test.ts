// A business's plan from approval to renewal and expiry, on the app's fixed clock.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  businessGalleryImages,
  businessProfileSubmissions,
  businesses,
  subscriptions,
  transactions,
} from '../../db/schema';
import { createTestContext, FIXED_NOW, postJson, type TestContext } from '../../test/context';
import {
  makeAccount,
  puertoPlata,
  registerBusinessAs,
  type Account,
} from '../../test/sign-up-fixtures';
import { createSession } from '../auth/repository';
import { sitemapFileEntries } from '../seo/sitemap-files';
import { businessSitemapName, URLS_PER_SITEMAP } from '../seo/sitemap';
import { applyPlanExpiries } from './expiry';
import { withVersion } from '../../test/versions';

const DAY_MS = 24 * 60 * 60 * 1000;
const nextYear = (d: Date) =>
  new Date(
    Date.UTC(
      d.getUTCFullYear() + 1,
      d.getUTCMonth(),
      d.getUTCDate(),
      d.getUTCHours(),
      d.getUTCMinutes(),
    ),
  );

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
const business = async (id: number) =>
  (await db().select().from(businesses).where(eq(businesses.id, id)))[0]!;
/** A session opened on the app's clock (sessions last 30 days, and the tests move the clock). */
const fresh = async (account: Account) => ({
  drd_session: await createSession(db(), account.id, ctx.app.now()),
});
const asAdmin = async (url: string, body: unknown = {}) =>
  postJson(ctx.app, url, await withVersion(ctx.database.db, url, body), {
    cookies: await fresh(admin),
  });

/** The registration's payment received: approval then starts the plan's year. */
async function receiveFirstPayment(id: number) {
  const [payment] = await db()
    .select({ id: transactions.id })
    .from(transactions)
    .where(eq(transactions.businessId, id));
  const received = await asAdmin(`/api/admin/payments/${payment!.id}/received`);
  expect(received.statusCode, received.body).toBe(200);
}

async function approvedBusiness(owner: Account, name?: string) {
  ctx.setNow(FIXED_NOW);
  const id = await registerBusinessAs(ctx.app, owner, place, name ? { name } : {});
  await receiveFirstPayment(id);
  const approved = await asAdmin(`/api/admin/businesses/${id}/approve`, { adminNotes: 'Bien' });
  expect(approved.statusCode, approved.body).toBe(200);
  return id;
}

describe('approval of a new business', () => {
  it('activates it for a year and publishes it in search, detail and sitemap', async () => {
    const owner = await makeAccount(db(), FIXED_NOW);
    const id = await registerBusinessAs(ctx.app, owner, place, { name: 'Xilofonos Quisqueya' });
    const search = () =>
      ctx.app.inject({ url: '/api/businesses/filter?search=xilofonos%20quisqueya' });
    expect((await search()).json<{ businesses: unknown[] }>().businesses).toEqual([]);

    const pendingAs = async (account: Account) =>
      ctx.app.inject({ url: '/api/admin/businesses/pending', cookies: await fresh(account) });
    expect((await pendingAs(owner)).statusCode).toBe(403);
    const pending = await pendingAs(admin);
    expect(
      pending.json<{ id: number; payment: { amount: string } }[]>().find((b) => b.id === id),
    ).toMatchObject({
      payment: { amount: '150.00', status: 'pending' },
    });
    expect(
      (
        await postJson(
          ctx.app,
          `/api/admin/businesses/${id}/approve`,
          {},
          { cookies: await fresh(owner) },
        )
      ).statusCode,
    ).toBe(403);

    await receiveFirstPayment(id);
    expect((await asAdmin(`/api/admin/businesses/${id}/approve`)).statusCode).toBe(200);
    const row = await business(id);
    expect(row).toMatchObject({
      isActive: true,
      activatedAt: FIXED_NOW,
      expiresAt: nextYear(FIXED_NOW),
    });
    const [subscription] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.businessId, id));
    expect(subscription).toMatchObject({
      isActive: true,
      startDate: FIXED_NOW,
      endDate: nextYear(FIXED_NOW),
    });
    const [submission] = await db()
      .select()
      .from(businessProfileSubmissions)
      .where(eq(businessProfileSubmissions.businessId, id));
    expect(submission).toMatchObject({ status: 'approved', reviewedBy: admin.id });

    const found = await search();
    expect(found.json<{ businesses: { id: number }[] }>().businesses.map((b) => b.id)).toContain(
      id,
    );
    expect((await ctx.app.inject({ url: `/api/businesses/detail/${id}` })).statusCode).toBe(200);
    const file = businessSitemapName(Math.floor((id - 1) / URLS_PER_SITEMAP));
    expect((await sitemapFileEntries(db(), file))!.map((p) => p.path)).toContainEqual(
      expect.stringMatching(new RegExp(`^/negocio/${id}-`)),
    );

    const again = await asAdmin(`/api/admin/businesses/${id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'Este negocio ya fue revisado', version: 2 });
  });

  it('rejects with the note the owner reads, keeping the business hidden', async () => {
    const owner = await makeAccount(db(), FIXED_NOW);
    const id = await registerBusinessAs(ctx.app, owner, place);
    expect((await asAdmin(`/api/admin/businesses/${id}/reject`, {})).statusCode).toBe(400);
    expect(
      (await asAdmin(`/api/admin/businesses/${id}/reject`, { adminNotes: 'Faltan fotos' }))
        .statusCode,
    ).toBe(200);
    const [submission] = await db()
      .select()
      .from(businessProfileSubmissions)
      .where(eq(businessProfileSubmissions.businessId, id));
    expect(submission).toMatchObject({ status: 'rejected', reviewNotes: 'Faltan fotos' });
    expect((await business(id)).isActive).toBe(false);
    expect(
      (await asAdmin(`/api/admin/businesses/${id}/reject`, { adminNotes: 'otra vez' })).statusCode,
    ).toBe(409);
  });
});

describe('plan state and renewal', () => {
  it('is expiring 30 days before the end, and a renewal paid early extends from the end', async () => {
    const owner = await makeAccount(db(), FIXED_NOW);
    const id = await approvedBusiness(owner);
    const state = async () =>
      (
        await ctx.app.inject({
          url: `/api/businesses/${id}/subscription`,
          cookies: await fresh(owner),
        })
      ).json<{
        state: string;
        daysLeft: number;
      }>();
    expect(await state()).toMatchObject({ state: 'active', daysLeft: 365 });
    const end = nextYear(FIXED_NOW);
    ctx.setNow(new Date(end.getTime() - 31 * DAY_MS));
    expect(await state()).toMatchObject({ state: 'active', daysLeft: 31 });
    ctx.setNow(new Date(end.getTime() - 10 * DAY_MS));
    expect(await state()).toMatchObject({ state: 'expiring', daysLeft: 10 });

    const renew = async () =>
      postJson(ctx.app, `/api/businesses/${id}/renewal`, {}, { cookies: await fresh(owner) });
    const first = await renew();
    expect(first.statusCode, first.body).toBe(201);
    const renewal = first.json<{
      transaction: { id: number; amount: string; type: string };
      instructions: { reference: string };
    }>();
    expect(renewal.transaction).toMatchObject({
      amount: '150.00',
      type: 'renewal',
      status: 'pending',
    });
    const second = await renew();
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      created: false,
      transaction: { id: renewal.transaction.id },
    });

    // Two administrators record the payment at once: it completes once, the other gets 409.
    const marks = await Promise.all([
      asAdmin(`/api/admin/payments/${renewal.transaction.id}/received`),
      asAdmin(`/api/admin/payments/${renewal.transaction.id}/received`),
    ]);
    expect(marks.map((m) => m.statusCode).sort()).toEqual([200, 409]);
    expect((await business(id)).expiresAt).toEqual(nextYear(end));
  });

  it('lapses an ended plan without deleting anything, and a late renewal restarts from payment', async () => {
    const owner = await makeAccount(db(), FIXED_NOW);
    const id = await approvedBusiness(owner, 'Orquideas Lapsadas');
    await db().update(businesses).set({ packageId: 5 }).where(eq(businesses.id, id));
    await db().update(subscriptions).set({ packageId: 5 }).where(eq(subscriptions.businessId, id));
    await db()
      .insert(businessGalleryImages)
      .values({ businessId: id, imageUrl: 'https://x.do/a.jpg', status: 'approved' });
    const detail = async () =>
      (await ctx.app.inject({ url: `/api/businesses/detail/${id}` })).json<{
        name: string;
        phone: string;
        gallery: unknown[];
        isHighlighted: boolean;
        packageId: number;
      }>();
    expect((await detail()).gallery).toHaveLength(1);

    const end = nextYear(FIXED_NOW);
    ctx.setNow(new Date(end.getTime() - DAY_MS));
    expect(await applyPlanExpiries(ctx.app)).not.toContain(id);
    const afterEnd = new Date(end.getTime() + 5 * DAY_MS);
    ctx.setNow(afterEnd);
    // Two instances at once: each ended plan lapses exactly once.
    const runs = await Promise.all([applyPlanExpiries(ctx.app), applyPlanExpiries(ctx.app)]);
    const lapsed = runs.flatMap((r) => r ?? []);
    expect(lapsed.filter((x) => x === id)).toHaveLength(1);

    const row = await business(id);
    expect(row).toMatchObject({
      isActive: true,
      isHighlighted: false,
      packageId: 1,
      planLapsedAt: afterEnd,
    });
    const publicView = await detail();
    expect(publicView).toMatchObject({
      name: 'Orquideas Lapsadas',
      isHighlighted: false,
      packageId: 1,
      gallery: [],
    });
    expect(
      (
        await db()
          .select()
          .from(businessGalleryImages)
          .where(eq(businessGalleryImages.businessId, id))
      ).length,
    ).toBe(1);
    const state = await ctx.app.inject({
      url: `/api/businesses/${id}/subscription`,
      cookies: await fresh(owner),
    });
    expect(state.json()).toMatchObject({ state: 'expired', packageId: 5 });

    const renewal = await postJson(
      ctx.app,
      `/api/businesses/${id}/renewal`,
      {},
      { cookies: await fresh(owner) },
    );
    expect(renewal.json()).toMatchObject({ transaction: { amount: '400.00' } });
    const paidAt = new Date(afterEnd.getTime() + 2 * DAY_MS);
    ctx.setNow(paidAt);
    const paid = await asAdmin(
      `/api/admin/payments/${renewal.json<{ transaction: { id: number } }>().transaction.id}/received`,
      { method: 'cash' },
    );
    expect(paid.json()).toMatchObject({
      changed: true,
      payment: { status: 'completed', paymentMethod: 'cash' },
    });
    expect(await business(id)).toMatchObject({
      expiresAt: nextYear(paidAt),
      planLapsedAt: null,
      isHighlighted: true,
      packageId: 5,
    });
    expect((await detail()).gallery).toHaveLength(1);
  });

  it('lets only the owner see the plan and renew', async () => {
    const owner = await makeAccount(db(), FIXED_NOW);
    const stranger = await makeAccount(db(), FIXED_NOW);
    const id = await registerBusinessAs(ctx.app, owner, place);
    expect((await ctx.app.inject({ url: `/api/businesses/${id}/subscription` })).statusCode).toBe(
      401,
    );
    expect(
      (
        await ctx.app.inject({
          url: `/api/businesses/${id}/subscription`,
          cookies: await fresh(stranger),
        })
      ).statusCode,
    ).toBe(403);
    const early = await postJson(
      ctx.app,
      `/api/businesses/${id}/renewal`,
      {},
      { cookies: await fresh(owner) },
    );
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ error: 'El negocio aún no ha sido aprobado' });
    const [payment] = await db().select().from(transactions).where(eq(transactions.businessId, id));
    expect(payment!.type).toBe('subscription');
  });
});
