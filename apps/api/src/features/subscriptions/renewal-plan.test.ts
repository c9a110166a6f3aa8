// 'Renovar' with a plan: the current one or a higher one, never lower; paying a higher plan moves
// the business up; the payment's e-mail goes out with the renewal.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, mailOutbox, subscriptions } from '../../db/schema';
import { createTestContext, FIXED_NOW, postJson, type TestContext } from '../../test/context';
import {
  makeAccount,
  puertoPlata,
  registerBusinessAs,
  type Account,
} from '../../test/sign-up-fixtures';
import { receivedBody, withVersion } from '../../test/versions';

let ctx: TestContext;
let admin: Account;
let owner: Account;
let id: number;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await makeAccount(ctx.database.db, FIXED_NOW, { role: 'admin' });
  owner = await makeAccount(ctx.database.db, FIXED_NOW);
  id = await registerBusinessAs(ctx.app, owner, await puertoPlata(ctx.database.db), {
    packageId: 3,
  });
  const url = `/api/admin/businesses/${id}/approve`;
  const approved = await postJson(ctx.app, url, await withVersion(ctx.database.db, url, {}), {
    cookies: admin.cookies,
  });
  expect(approved.statusCode, approved.body).toBe(200);
});
afterAll(() => ctx.close());

const renew = (body: unknown) =>
  postJson(ctx.app, `/api/businesses/${id}/renewal`, body, { cookies: owner.cookies });

describe('renewal to a plan', () => {
  it('refuses a lower plan in Spanish', async () => {
    const lower = await renew({ packageId: 2 });
    expect(lower.statusCode).toBe(400);
    expect(lower.json()).toMatchObject({
      error: 'La renovación no puede ser a un plan menor que el actual',
    });
    expect((await renew({ packageId: 9 })).statusCode).toBe(400);
  });

  it('charges the higher plan, e-mails how to pay, and moves the business up once paid', async () => {
    const created = await renew({ packageId: 5 });
    expect(created.statusCode, created.body).toBe(201);
    const answer = created.json<{ transaction: { id: number }; dopPerUsd: number }>();
    expect(answer).toMatchObject({
      transaction: { amount: '400.00', type: 'renewal', status: 'pending' },
      businessName: expect.any(String),
      receiptKey: null,
      dopPerUsd: 60,
    });
    const mails = await ctx.database.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.userId, owner.id), eq(mailOutbox.kind, 'payment-due')));
    // The registration's payment and the renewal's.
    expect(mails).toHaveLength(2);
    expect(mails.some((m) => m.text.includes('US$ 400 (RD$ 24,000 aprox.)'))).toBe(true);

    const paid = await postJson(
      ctx.app,
      `/api/admin/payments/${answer.transaction.id}/received`,
      await receivedBody(ctx.database.db, answer.transaction.id),
      { cookies: admin.cookies },
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const [row] = await ctx.database.db
      .select({ business: businesses.packageId, subscription: subscriptions.packageId })
      .from(businesses)
      .innerJoin(subscriptions, eq(subscriptions.businessId, businesses.id))
      .where(eq(businesses.id, id));
    expect(row).toEqual({ business: 5, subscription: 5 });
  });

  it('renews the same plan when none is named', async () => {
    const same = await renew({});
    expect(same.statusCode).toBe(201);
    expect(same.json()).toMatchObject({ transaction: { amount: '400.00' } });
  });
});
