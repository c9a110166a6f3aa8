import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AffiliateDashboard } from '@drd/shared/api/affiliates';
import { decimalToCents } from '@drd/shared/commission';
import { commissions, mailOutbox, transactions, users } from '../../db/schema';
import { createSession } from '../auth/repository';
import { createTestContext, FIXED_NOW, postJson, type TestContext } from '../../test/context';
import {
  makeAccount,
  puertoPlata,
  registerBusinessAs,
  type Account,
} from '../../test/sign-up-fixtures';
import { CODE_ALPHABET } from './code';
import { runNotificationDigests } from '../notifications/digest-job';
import { runCommissionApproval } from './approval-job';
import { withVersion } from '../../test/versions';

const DAY_MS = 24 * 60 * 60 * 1000;
const later = (days: number) => new Date(FIXED_NOW.getTime() + days * DAY_MS);

let ctx: TestContext;
let admin: Account;
let place: { province: number; municipality: number };
let addressCount = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await makeAccount(ctx.database.db, FIXED_NOW, { role: 'admin' });
  place = await puertoPlata(ctx.database.db);
});
afterAll(() => ctx.close());
beforeEach(() => ctx.setNow(FIXED_NOW));

const db = () => ctx.database.db;
/** A session valid at the app's current clock (the clock moves in these tests). */
const signedIn = async (id: number) => ({
  drd_session: await createSession(db(), id, ctx.app.now()),
});
const asAdmin = async (url: string, body: unknown = {}) =>
  postJson(ctx.app, url, await withVersion(db(), url, body), {
    cookies: await signedIn(admin.id),
  });

/** A new affiliate; `veteran` puts their start past the early bonus's three months. */
async function makeAffiliate(options: { veteran?: boolean; phone?: string } = {}) {
  const account = await makeAccount(db(), FIXED_NOW, { phone: options.phone });
  const response = await postJson(
    ctx.app,
    '/api/affiliate/become-affiliate',
    {},
    {
      cookies: account.cookies,
    },
  );
  expect(response.statusCode, response.body).toBe(200);
  if (options.veteran) {
    await db()
      .update(users)
      .set({ affiliateSince: new Date(FIXED_NOW.getTime() - 200 * DAY_MS) })
      .where(eq(users.id, account.id));
  }
  const code = response.json<{ affiliate: { referralCode: string } }>().affiliate.referralCode;
  return { ...account, code };
}

/** Follows /registro?ref=CODE as the web app does: answers the remembered-link cookie. */
async function followLink(code: string, cookies: Record<string, string> = {}) {
  const response = await postJson(ctx.app, '/api/affiliate/referral-link', { code }, { cookies });
  const cookie = response.cookies.find((c) => c.name === 'drd_referral');
  return { response, cookie: cookie?.value ?? cookies.drd_referral };
}

/** Registers an account through the API, carrying the link's cookie when there is one. */
async function registerAccount(referralCookie?: string, phone?: string): Promise<Account> {
  const n = `${Date.now().toString(36)}${(addressCount += 1)}`;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { origin: 'http://localhost', 'content-type': 'application/json' },
    remoteAddress: `10.77.${Math.floor(addressCount / 200)}.${addressCount % 200}`,
    payload: JSON.stringify({
      username: `ref_${n}`,
      email: `ref_${n}@correo.do`,
      fullName: 'Referido de Prueba',
      password: 'Cangrejo-Azul-2026',
      ...(phone ? { phone } : {}),
    }),
    ...(referralCookie ? { cookies: { drd_referral: referralCookie } } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  const session = response.cookies.find((c) => c.name === 'drd_session')!.value;
  return { id: response.json<{ id: number }>().id, cookies: { drd_session: session } };
}

const referrerOf = async (userId: number) =>
  (await db().select().from(users).where(eq(users.id, userId)))[0]!.referredById;

const paymentOf = async (businessId: number) =>
  (await db().select().from(transactions).where(eq(transactions.businessId, businessId)))[0]!.id;

const commissionsOf = (affiliateId: number) =>
  db().select().from(commissions).where(eq(commissions.affiliateId, affiliateId));

async function dashboard(affiliate: Account) {
  const response = await ctx.app.inject({
    url: `/api/affiliate/${affiliate.id}`,
    cookies: await signedIn(affiliate.id),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AffiliateDashboard>();
}

/** A referred owner with a business on `packageId` whose payment the admin has received. */
async function referredPaidOwner(affiliate: { code: string }, packageId = 4) {
  const { cookie } = await followLink(affiliate.code);
  const owner = await registerAccount(cookie);
  const businessId = await registerBusinessAs(ctx.app, owner, place, { packageId });
  const paymentId = await paymentOf(businessId);
  const received = await asAdmin(`/api/admin/payments/${paymentId}/received`, { method: 'cash' });
  expect(received.statusCode, received.body).toBe(200);
  return { owner, businessId, paymentId };
}

describe('becoming an affiliate', () => {
  it('gives one readable code, kept when asked twice, and only to the signed-in user', async () => {
    const account = await makeAccount(db(), FIXED_NOW);
    const visitor = await postJson(ctx.app, '/api/affiliate/become-affiliate', {});
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ error: 'Debe iniciar sesión para convertirse en afiliado' });
    const other = await postJson(
      ctx.app,
      '/api/affiliate/become-affiliate',
      { userId: admin.id },
      { cookies: account.cookies },
    );
    expect(other.statusCode).toBe(403);

    const [first, second] = await Promise.all(
      [0, 1].map(() =>
        postJson(
          ctx.app,
          '/api/affiliate/become-affiliate',
          { userId: account.id },
          { cookies: account.cookies },
        ),
      ),
    );
    const codes = [first!, second!].map(
      (r) => r.json<{ affiliate: { referralCode: string } }>().affiliate.referralCode,
    );
    expect(codes[0]).toBe(codes[1]);
    expect(codes[0]).toMatch(new RegExp(`^[${CODE_ALPHABET}]{8}$`));
    expect(codes[0]).not.toMatch(/[01OI]/);
    const again = await postJson(
      ctx.app,
      '/api/affiliate/become-affiliate',
      {},
      {
        cookies: account.cookies,
      },
    );
    expect(again.json()).toMatchObject({
      message: '¡Felicidades!',
      created: false,
      affiliate: { id: account.id, referralCode: codes[0] },
    });
    const verify = await ctx.app.inject({
      url: `/api/affiliate/verify-code/${codes[0]!.toLowerCase()}`,
    });
    expect(verify.json()).toMatchObject({ valid: true, affiliate: { id: account.id } });
  });
});

describe('the commission of a referred payment', () => {
  it('link → account → business → payment marked twice at once: one commission of 15 %', async () => {
    const affiliate = await makeAffiliate({ veteran: true });
    const { cookie } = await followLink(affiliate.code);
    const owner = await registerAccount(cookie);
    expect(await referrerOf(owner.id)).toBe(affiliate.id);
    const businessId = await registerBusinessAs(ctx.app, owner, place, { packageId: 4 });
    const paymentId = await paymentOf(businessId);
    const url = `/api/admin/payments/${paymentId}/received`;
    const answers = await Promise.all([
      asAdmin(url, { method: 'cash' }),
      asAdmin(url, { method: 'cash' }),
    ]);
    // One decision wins; the other answers 409 (issue 41).
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const rows = await commissionsOf(affiliate.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      paymentId,
      kind: 'commission',
      amount: '37.50',
      baseAmount: '250.00',
      status: 'pending',
      bonus: false,
    });
    // The affiliate hears of the referral (grouped by the notices job) and of the commission.
    await runNotificationDigests(ctx.app);
    const mail = await db().select().from(mailOutbox).where(eq(mailOutbox.userId, affiliate.id));
    expect(mail.filter((m) => m.kind === 'commission-earned').map((m) => m.subject)).toEqual([
      'Nueva comisión de US$ 37.50',
    ]);
    const referral = mail.filter((m) => m.kind === 'affiliate-referral');
    expect(referral).toHaveLength(1);
    expect(referral[0]!.subject).toMatch(/^Tienes un nuevo referido: /);
    const view = await dashboard(affiliate);
    expect(view.stats).toMatchObject({
      totalReferrals: 1,
      totalCommission: '37.50',
      pendingCommission: '37.50',
      paidCommission: '0.00',
    });
    expect(view.referrals[0]!.businesses.map((b) => b.id)).toEqual([businessId]);
    expect(view.commissions[0]).toMatchObject({
      amount: '37.50',
      status: 'pending',
      approvesOn: later(30).toISOString(),
    });
  });

  it('adds the early bonus for a new affiliate among the first 1,000', async () => {
    const affiliate = await makeAffiliate();
    await referredPaidOwner(affiliate, 4);
    const [row] = await commissionsOf(affiliate.id);
    expect(row).toMatchObject({ amount: '45.00', bonus: true });
  });

  it('binds no one when the link is 31 days old', async () => {
    const affiliate = await makeAffiliate({ veteran: true });
    const { cookie } = await followLink(affiliate.code);
    ctx.setNow(later(31));
    const owner = await registerAccount(cookie);
    expect(await referrerOf(owner.id)).toBeNull();
    // A hand-made cookie binds no one either, whatever it holds.
    for (const forged of ['9999999999.1', `${affiliate.id}.abc`, `0.${later(31).getTime()}`]) {
      expect(await referrerOf((await registerAccount(forged)).id)).toBeNull();
    }
    const businessId = await registerBusinessAs(ctx.app, owner, place, { packageId: 4 });
    await asAdmin(`/api/admin/payments/${await paymentOf(businessId)}/received`, {
      method: 'cash',
    });
    expect(await commissionsOf(affiliate.id)).toHaveLength(0);
  });

  it('lets the first binding win: a second link, and a later wizard code, change nothing', async () => {
    const first = await makeAffiliate({ veteran: true });
    const second = await makeAffiliate({ veteran: true });
    const { cookie } = await followLink(first.code);
    const again = await followLink(second.code, { drd_referral: cookie! });
    expect(again.response.json()).toMatchObject({ remembered: false });
    expect(again.cookie).toBe(cookie);
    const owner = await registerAccount(cookie);
    expect(await referrerOf(owner.id)).toBe(first.id);
    const businessId = await registerBusinessAs(ctx.app, owner, place, {
      packageId: 4,
      referralCode: second.code,
    });
    expect(await referrerOf(owner.id)).toBe(first.id);
    await asAdmin(`/api/admin/payments/${await paymentOf(businessId)}/received`, {
      method: 'cash',
    });
    expect(await commissionsOf(first.id)).toHaveLength(1);
    expect(await commissionsOf(second.id)).toHaveLength(0);
  });

  it('refuses self-referral: the same account, or the affiliate’s own phone', async () => {
    const affiliate = await makeAffiliate({ veteran: true, phone: '809-555-0142' });
    const own = await ctx.app.inject({
      url: `/api/affiliate/verify-code/${affiliate.code}`,
      cookies: affiliate.cookies,
    });
    expect(own.json()).toEqual({
      valid: false,
      error: 'No puedes usar tu propio código de referido.',
    });
    const link = await followLink(affiliate.code, affiliate.cookies);
    expect(link.response.statusCode).toBe(400);
    expect(link.response.json()).toEqual({ error: 'No puedes usar tu propio código de referido.' });
    // A second account with the affiliate's phone is not bound to them.
    const { cookie } = await followLink(affiliate.code);
    const twin = await registerAccount(cookie, '8095550142');
    expect(await referrerOf(twin.id)).toBeNull();
  });
});

describe('the hold, the refunds and the payouts', () => {
  it('approves a commission after the 30-day hold, by the job with a fixed clock', async () => {
    const affiliate = await makeAffiliate({ veteran: true });
    await referredPaidOwner(affiliate);
    await runCommissionApproval(db(), later(29), 'http://localhost');
    expect((await commissionsOf(affiliate.id))[0]!.status).toBe('pending');
    expect(await runCommissionApproval(db(), later(30), 'http://localhost')).toBeGreaterThanOrEqual(
      1,
    );
    const [row] = await commissionsOf(affiliate.id);
    expect(row).toMatchObject({ status: 'approved', approvedAt: later(30) });
    const approved = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.userId, affiliate.id), eq(mailOutbox.kind, 'commission-approved')));
    expect(approved.map((m) => m.subject)).toEqual([
      `Tu comisión de US$ ${row!.amount} fue aprobada`,
    ]);
  });

  it('cancels the commission of a payment refunded before the payout', async () => {
    const affiliate = await makeAffiliate({ veteran: true });
    const { paymentId } = await referredPaidOwner(affiliate);
    await runCommissionApproval(db(), later(30), 'http://localhost');
    ctx.setNow(later(31));
    expect((await asAdmin(`/api/admin/payments/${paymentId}/refunded`)).statusCode).toBe(200);
    const rows = await commissionsOf(affiliate.id);
    expect(rows.map((r) => [r.kind, r.status])).toEqual([['commission', 'cancelled']]);
    const batch = await asAdmin('/api/admin/affiliates/payouts/run');
    expect(
      batch.json<{ payouts: { affiliate: { id: number } }[] }>().payouts.map((p) => p.affiliate.id),
    ).not.toContain(affiliate.id);
  });

  it('pays monthly from US$ 25, marks the rows paid, and takes a later refund back', async () => {
    const small = await makeAffiliate({ veteran: true });
    await referredPaidOwner(small, 3); // 15 % of 150.00 = 22.50, under the minimum
    const big = await makeAffiliate({ veteran: true });
    const { paymentId } = await referredPaidOwner(big, 4); // 37.50
    await runCommissionApproval(db(), later(30), 'http://localhost');
    ctx.setNow(later(31));

    const batch = await asAdmin('/api/admin/affiliates/payouts/run');
    expect(batch.statusCode, batch.body).toBe(200);
    const body = batch.json<{
      minimum: string;
      payouts: { id: number; affiliate: { id: number }; amount: string; commissionIds: number[] }[];
    }>();
    expect(body.minimum).toBe('25.00');
    expect(body.payouts.find((p) => p.affiliate.id === small.id)).toBeUndefined();
    const payout = body.payouts.find((p) => p.affiliate.id === big.id)!;
    const [bigRow] = await commissionsOf(big.id);
    expect(payout).toMatchObject({ amount: '37.50', commissionIds: [bigRow!.id] });
    // The same month again creates nothing.
    const rerun = await asAdmin('/api/admin/affiliates/payouts/run');
    expect(rerun.json<{ payouts: unknown[] }>().payouts).toEqual([]);

    const paid = await asAdmin(`/api/admin/affiliates/payouts/${payout.id}/paid`);
    expect(paid.json()).toMatchObject({ changed: true, payout: { status: 'paid' } });
    const twice = await asAdmin(`/api/admin/affiliates/payouts/${payout.id}/paid`);
    expect(twice.json()).toMatchObject({ changed: false });
    const payoutMail = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.userId, big.id), eq(mailOutbox.kind, 'affiliate-payout')));
    expect(payoutMail).toHaveLength(1);
    let view = await dashboard(big);
    expect(view.commissions[0]).toMatchObject({ status: 'completed' });
    expect(view.stats).toMatchObject({ paidCommission: '37.50', pendingCommission: '0.00' });
    expect(view.payouts[0]).toMatchObject({ amount: '37.50', commissionIds: [bigRow!.id] });

    // Refunded after the payout: a negative adjustment, taken from the next payout.
    expect((await asAdmin(`/api/admin/payments/${paymentId}/refunded`)).statusCode).toBe(200);
    expect((await asAdmin(`/api/admin/payments/${paymentId}/refunded`)).statusCode).toBe(409);
    const rows = await db()
      .select()
      .from(commissions)
      .where(and(eq(commissions.affiliateId, big.id), eq(commissions.kind, 'adjustment')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: '-37.50', status: 'approved' });
    view = await dashboard(big);
    expect(view.stats.totalCommission).toBe('0.00');
    expect(view.nextPayout).toMatchObject({
      date: '2027-01-01',
      estimate: '-37.50',
      minimum: '25.00',
      reachesMinimum: false,
    });
    // Every sum equals the sum of the rows it stands for.
    const sum = (keep: (s: string) => boolean) =>
      view.commissions
        .filter((c) => keep(c.status))
        .reduce((t, c) => t + decimalToCents(c.amount), 0);
    expect(decimalToCents(view.stats.totalCommission)).toBe(sum((s) => s !== 'cancelled'));
    expect(decimalToCents(view.stats.paidCommission)).toBe(sum((s) => s === 'completed'));
  });
});

describe('the dashboard', () => {
  it('answers the affiliate and admins only; 404 for someone not an affiliate', async () => {
    const affiliate = await makeAffiliate();
    const stranger = await makeAccount(db(), FIXED_NOW);
    const url = `/api/affiliate/${affiliate.id}`;
    expect((await ctx.app.inject({ url })).statusCode).toBe(401);
    const refused = await ctx.app.inject({ url, cookies: await signedIn(stranger.id) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Solo puedes ver tu propio panel de afiliado' });
    expect((await ctx.app.inject({ url, cookies: await signedIn(admin.id) })).statusCode).toBe(200);
    const own = await ctx.app.inject({
      url: `/api/affiliate/${stranger.id}`,
      cookies: await signedIn(stranger.id),
    });
    expect(own.statusCode).toBe(404);
    const view = await dashboard(affiliate);
    expect(view.nextPayout).toMatchObject({ date: '2026-12-01', minimum: '25.00' });
    expect(view.monthly).toHaveLength(12);
    expect(view.monthly.at(-1)!.month).toBe('2026-11');
  });

  it('lists affiliates with their totals for admins', async () => {
    const response = await ctx.app.inject({
      url: '/api/admin/affiliates',
      cookies: await signedIn(admin.id),
    });
    expect(response.statusCode).toBe(200);
    const list = response.json<{ affiliates: { username: string; referrals: number }[] }>()
      .affiliates;
    // The demo affiliate referred the demo owner.
    expect(list.find((a) => a.username === 'afiliado')!.referrals).toBe(1);
    const withPayout = response
      .json<{ affiliates: { paid: string; balance: string }[] }>()
      .affiliates.filter((a) => a.paid === '37.50');
    expect(withPayout).toHaveLength(1);
  });
});
