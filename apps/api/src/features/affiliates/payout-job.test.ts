import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AffiliateDashboard, NextPayoutBatch } from '@drd/shared/api/affiliates';
import { nextPayoutDate, payoutDayStart } from '@drd/shared/commission';
import { affiliatePayouts, commissions, mailOutbox } from '../../db/schema';
import { createSession } from '../auth/repository';
import { createTestContext, FIXED_NOW, postJson, type TestContext } from '../../test/context';
import { makeAccount } from '../../test/sign-up-fixtures';
import { runScheduledPayouts } from './payout-job';

const DAY_MS = 24 * 60 * 60 * 1000;
const URL = 'http://localhost';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
const db = () => ctx.database.db;

async function makeAffiliate() {
  const account = await makeAccount(db(), FIXED_NOW);
  const response = await postJson(ctx.app, '/api/affiliate/become-affiliate', {}, account);
  expect(response.statusCode, response.body).toBe(200);
  return account;
}

/** A ledger row as the payment flow leaves it: pending from `createdAt`, or already approved. */
async function addCommission(
  affiliateId: number,
  amount: string,
  createdAt: Date,
  status: 'pending' | 'approved',
) {
  await db()
    .insert(commissions)
    .values({
      affiliateId,
      amount,
      baseAmount: amount,
      status,
      createdAt,
      approvedAt: status === 'approved' ? createdAt : null,
    });
}

const payoutsOf = (ids: number[]) =>
  db()
    .select()
    .from(affiliatePayouts)
    .where(inArray(affiliatePayouts.affiliateId, ids))
    .orderBy(affiliatePayouts.id);

const mailsOf = (userId: number) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.userId, userId), eq(mailOutbox.kind, 'affiliate-payout-scheduled')));

describe('the monthly payout job', () => {
  it('creates the batch on the day the dashboard announces, once, leaving small balances', async () => {
    const big = await makeAffiliate();
    const small = await makeAffiliate();
    await addCommission(big.id, '30.00', new Date(FIXED_NOW.getTime() - 40 * DAY_MS), 'approved');
    // Leaves its refund window on 30 November: the batch of 1 December takes it.
    await addCommission(big.id, '10.00', new Date('2026-10-31T12:00:00.000Z'), 'pending');
    await addCommission(small.id, '20.00', new Date(FIXED_NOW.getTime() - 40 * DAY_MS), 'approved');

    const view = await ctx.app.inject({
      url: `/api/affiliate/${big.id}`,
      cookies: { drd_session: await createSession(db(), big.id, FIXED_NOW) },
    });
    const announced = view.json<AffiliateDashboard>().nextPayout;
    expect(announced).toMatchObject({ date: '2026-12-01', estimate: '40.00' });
    const payoutDay = payoutDayStart(announced.date);

    // The admins see the same day and what the batch will hold: the affiliate over the minimum.
    const admin = await makeAccount(db(), FIXED_NOW, { role: 'admin' });
    const preview = await ctx.app.inject({
      url: '/api/admin/affiliates/payouts/next',
      cookies: admin.cookies,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const next = preview.json<NextPayoutBatch>();
    expect(next).toMatchObject({ date: '2026-12-01', period: '2026-12', minimum: '25.00' });
    expect(next.affiliates.find((a) => a.id === big.id)).toMatchObject({ amount: '40.00' });
    expect(next.affiliates.find((a) => a.id === small.id)).toBeUndefined();

    // The evening before, in Santo Domingo: nothing.
    expect(await runScheduledPayouts(db(), new Date(payoutDay.getTime() - 1), URL)).toBeNull();
    expect(await payoutsOf([big.id, small.id])).toEqual([]);

    // On the day: one payout, for the affiliate over the minimum, holding both rows.
    const created = await runScheduledPayouts(db(), payoutDay, URL);
    expect(created!.filter((p) => p.affiliate.id === small.id)).toEqual([]);
    const mine = created!.filter((p) => p.affiliate.id === big.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ period: '2026-12', amount: '40.00', status: 'pending' });
    expect(mine[0]!.commissionIds).toHaveLength(2);
    expect((await mailsOf(big.id)).map((m) => m.subject)).toEqual([
      'Tu pago de comisiones de US$ 40.00 está en camino',
    ]);
    expect(await mailsOf(small.id)).toEqual([]);

    // Later that day, and the admins' button for a late run: no second payout, no second mail.
    const later = new Date(payoutDay.getTime() + 15 * 60 * 60 * 1000);
    expect(await runScheduledPayouts(db(), later, URL)).toBeNull();
    ctx.setNow(later);
    const button = await postJson(
      ctx.app,
      '/api/admin/affiliates/payouts/run',
      {},
      {
        cookies: { drd_session: await createSession(db(), admin.id, later) },
      },
    );
    expect(button.statusCode, button.body).toBe(200);
    expect(button.json<{ payouts: unknown[] }>().payouts).toEqual([]);
    expect(await payoutsOf([big.id, small.id])).toHaveLength(1);
    expect(await mailsOf(big.id)).toHaveLength(1);
    // In this month's payout, those rows are no longer in the next one's estimate or batch.
    const after = await ctx.app.inject({
      url: `/api/affiliate/${big.id}`,
      cookies: { drd_session: await createSession(db(), big.id, later) },
    });
    expect(after.json<AffiliateDashboard>().nextPayout).toMatchObject({
      date: '2027-01-01',
      estimate: '0.00',
    });
    const january = await ctx.app.inject({
      url: '/api/admin/affiliates/payouts/next',
      cookies: { drd_session: await createSession(db(), admin.id, later) },
    });
    expect(january.json<NextPayoutBatch>()).toMatchObject({
      date: '2027-01-01',
      period: '2027-01',
    });
    expect(january.json<NextPayoutBatch>().affiliates.map((a) => a.id)).not.toContain(big.id);

    // The small balance waits for the next month, when two instances run the job together.
    await addCommission(small.id, '10.00', later, 'approved');
    const nextDay = payoutDayStart(nextPayoutDate(later, true));
    expect(nextDay.toISOString()).toBe('2027-01-01T04:00:00.000Z');
    expect(await runScheduledPayouts(db(), new Date(nextDay.getTime() - 1), URL)).toBeNull();
    const [first, second] = await Promise.all([
      runScheduledPayouts(db(), nextDay, URL),
      runScheduledPayouts(db(), nextDay, URL),
    ]);
    // The one that waited for the batch's lock finds the month's batch made.
    expect([first, second].filter((run) => run === null)).toHaveLength(1);
    const smallPayouts = [first, second]
      .flatMap((run) => run ?? [])
      .filter((p) => p.affiliate.id === small.id);
    expect(smallPayouts).toHaveLength(1);
    expect(smallPayouts[0]).toMatchObject({ period: '2027-01', amount: '30.00' });
    expect((await payoutsOf([small.id])).map((p) => [p.period, p.amount])).toEqual([
      ['2027-01', '30.00'],
    ]);
    expect(await mailsOf(small.id)).toHaveLength(1);
  });

  it("makes the month's missed batch late, once, as the dashboard and the admin card say", async () => {
    const late = await makeAffiliate();
    const after = await makeAffiliate();
    await addCommission(late.id, '30.00', new Date('2027-01-10T12:00:00.000Z'), 'approved');
    // No instance ran on 1 or 2 February: on the 3rd, 10:00 in Santo Domingo, no batch yet.
    const third = new Date('2027-02-03T14:00:00.000Z');
    ctx.setNow(third);
    const view = await ctx.app.inject({
      url: `/api/affiliate/${late.id}`,
      cookies: { drd_session: await createSession(db(), late.id, third) },
    });
    expect(view.json<AffiliateDashboard>().nextPayout).toMatchObject({
      date: '2027-02-03',
      estimate: '30.00',
    });
    const admin = await makeAccount(db(), third, { role: 'admin' });
    const preview = await ctx.app.inject({
      url: '/api/admin/affiliates/payouts/next',
      cookies: admin.cookies,
    });
    expect(preview.json<NextPayoutBatch>()).toMatchObject({
      date: '2027-02-03',
      period: '2027-02',
    });
    expect(preview.json<NextPayoutBatch>().affiliates.find((a) => a.id === late.id)).toMatchObject({
      amount: '30.00',
    });

    const created = await runScheduledPayouts(db(), third, URL);
    expect(created!.filter((p) => p.affiliate.id === late.id)).toMatchObject([
      { period: '2027-02', amount: '30.00', status: 'pending' },
    ]);
    expect(
      await runScheduledPayouts(db(), new Date(third.getTime() + 60 * 60 * 1000), URL),
    ).toBeNull();
    expect(await payoutsOf([late.id])).toHaveLength(1);
    expect(await mailsOf(late.id)).toHaveLength(1);

    // A balance that reaches the minimum after the month's batch waits for the next month.
    await addCommission(after.id, '30.00', third, 'approved');
    expect(await runScheduledPayouts(db(), new Date('2027-02-10T14:00:00.000Z'), URL)).toBeNull();
    expect(await payoutsOf([after.id])).toEqual([]);
    const next = await ctx.app.inject({
      url: `/api/affiliate/${after.id}`,
      cookies: { drd_session: await createSession(db(), after.id, third) },
    });
    expect(next.json<AffiliateDashboard>().nextPayout).toMatchObject({
      date: '2027-03-01',
      estimate: '30.00',
    });
    ctx.setNow(FIXED_NOW);
  });
});
