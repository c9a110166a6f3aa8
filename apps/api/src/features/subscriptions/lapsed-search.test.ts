// A lapsed plan takes the owner content out of search as it does from the profile.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessMenus, transactions } from '../../db/schema';
import { createTestContext, FIXED_NOW, postJson, type TestContext } from '../../test/context';
import { makeAccount, puertoPlata, registerBusinessAs } from '../../test/sign-up-fixtures';
import { afterBusinessChange } from '../businesses/after-change';
import { createSession } from '../auth/repository';
import { applyPlanExpiries } from './expiry';
import { withVersion } from '../../test/versions';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const found = async (term: string) =>
  (await ctx.app.inject({ url: `/api/businesses/filter?search=${encodeURIComponent(term)}` }))
    .json<{ businesses: { id: number }[] }>()
    .businesses.map((b) => b.id);

describe('search of a lapsed business', () => {
  it('finds it by its name, not by its menu, until the plan is renewed', async () => {
    const db = ctx.database.db;
    const place = await puertoPlata(db);
    const admin = await makeAccount(db, FIXED_NOW, { role: 'admin' });
    const owner = await makeAccount(db, FIXED_NOW);
    const id = await registerBusinessAs(ctx.app, owner, place, { name: 'Cafetín Zumbador' });
    const asAdmin = async (url: string) =>
      postJson(ctx.app, url, await withVersion(db, url), {
        cookies: { drd_session: await createSession(db, admin.id, ctx.app.now()) },
      });
    // Paid, so approval starts the plan's year.
    const [first] = await db
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.businessId, id));
    expect((await asAdmin(`/api/admin/payments/${first!.id}/received`)).statusCode).toBe(200);
    expect((await asAdmin(`/api/admin/businesses/${id}/approve`)).statusCode).toBe(200);
    await db.insert(businessMenus).values({
      businessId: id,
      sectionName: 'Postres',
      itemName: 'Majarete xocolatero',
      status: 'approved',
    });
    await afterBusinessChange(db, ctx.app.cache, [id]);
    expect(await found('xocolatero')).toEqual([id]);

    const end = new Date(FIXED_NOW);
    end.setUTCFullYear(end.getUTCFullYear() + 1);
    ctx.setNow(new Date(end.getTime() + 60_000));
    expect(await applyPlanExpiries(ctx.app)).toContain(id);
    expect(await found('xocolatero')).toEqual([]);
    expect(await found('cafetin zumbador')).toEqual([id]);

    const renewal = await postJson(
      ctx.app,
      `/api/businesses/${id}/renewal`,
      {},
      {
        cookies: { drd_session: await createSession(db, owner.id, ctx.app.now()) },
      },
    );
    const paymentId = renewal.json<{ transaction: { id: number } }>().transaction.id;
    expect((await asAdmin(`/api/admin/payments/${paymentId}/received`)).statusCode).toBe(200);
    expect(await found('xocolatero')).toEqual([id]);
  });
});
