import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Insights } from '@drd/shared/api/analytics';
import { planRequiredMessage } from '@drd/shared/plans';
import { businessAnalytics, businesses, visits } from '../../db/schema';
import { createActors, type Actor, type Actors } from '../../test/actors';
import { createTestContext, FIXED_NOW, SAME_ORIGIN, type TestContext } from '../../test/context';
import { rollUpVisits } from '../visits/rollup';

let ctx: TestContext;
let actors: Actors;
let businessId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx.database.db, 'insights');
  businessId = actors.fixtures.ownedBusinessId;
});
afterAll(() => ctx.close());

const setPlan = (packageId: number) =>
  ctx.database.db.update(businesses).set({ packageId }).where(eq(businesses.id, businessId));

async function read(days: number, actor: Actor = 'owner') {
  const cookies = await actors.cookies(actor, ctx.app.now());
  return ctx.app.inject({
    method: 'GET',
    url: `/api/businesses/${businessId}/insights?days=${days}`,
    ...(cookies ? { cookies } : {}),
  });
}

let requests = 0;
function visit(cookie: string | undefined, search?: string) {
  requests += 1;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/visits/record',
    headers: SAME_ORIGIN,
    payload: JSON.stringify({ businessId, ...(search ? { search } : {}) }),
    ...(cookie ? { cookies: { drd_visitor: cookie } } : {}),
    remoteAddress: `10.77.${requests & 255}.${(requests >> 8) & 255}`,
  });
}
async function visitorFromSearch(search: string) {
  const first = await visit(undefined, search);
  const cookie = first.cookies.find((c) => c.name === 'drd_visitor')!.value;
  expect((await visit(cookie, search)).json<{ counted: boolean }>().counted).toBe(true);
}

describe('insights', () => {
  it('are for the owner and administrators only', async () => {
    await setPlan(1);
    expect((await read(7, 'owner')).statusCode).toBe(200);
    expect((await read(7, 'admin')).statusCode).toBe(200);
    expect((await read(7, 'otherOwner')).statusCode).toBe(403);
    expect((await read(7, 'user')).statusCode).toBe(403);
    expect((await read(7, 'visitor')).statusCode).toBe(401);
  });

  it('allow the periods of the plan and refuse the others naming the plan', async () => {
    await setPlan(1);
    expect((await read(30)).statusCode).toBe(200);
    const refused = await read(90);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: string }>().error).toBe(planRequiredMessage('stats365'));
    expect((await read(365)).statusCode).toBe(403);
    expect((await read(14)).statusCode).toBe(400);
    await setPlan(3);
    expect((await read(365)).statusCode).toBe(200);
  });

  it('give a daily series, totals and the previous period', async () => {
    await setPlan(3);
    const db = ctx.database.db;
    await db.delete(businessAnalytics).where(eq(businessAnalytics.businessId, businessId));
    // FIXED_NOW is the 18th: the last 7 days are the 12th to the 18th, the previous 5th to 11th.
    await db.insert(businessAnalytics).values([
      { businessId, date: '2026-11-12', profileViews: 5, phoneClicks: 2 },
      { businessId, date: '2026-11-17', profileViews: 3, whatsappClicks: 1, shareClicks: 4 },
      { businessId, date: '2026-11-11', profileViews: 10, phoneClicks: 1 },
      { businessId, date: '2026-11-04', profileViews: 99 },
    ]);
    const body: Insights = (await read(7)).json();
    expect(body.from).toBe('2026-11-12');
    expect(body.to).toBe('2026-11-18');
    expect(body.series).toHaveLength(7);
    expect(body.series[0]).toMatchObject({ date: '2026-11-12', views: 5, call: 2 });
    expect(body.totals).toMatchObject({ views: 8, call: 2, whatsapp: 1, share: 4 });
    expect(body.previous).toMatchObject({ views: 10, call: 1 });
    expect(body.searchWords).toBeNull();
  });

  it('count a view at once and the same after the visits roll-up', async () => {
    await setPlan(3);
    const before = (await read(7)).json<Insights>().totals.views;
    const first = await visit(undefined);
    const cookie = first.cookies.find((c) => c.name === 'drd_visitor')!.value;
    expect((await visit(cookie)).json<{ counted: boolean }>().counted).toBe(true);
    expect((await read(7)).json<Insights>().totals.views).toBe(before + 1);
    await rollUpVisits(ctx.database.db, new Date(FIXED_NOW.getTime() + 2 * 60 * 60_000));
    const left = await ctx.database.db
      .select()
      .from(visits)
      .where(eq(visits.businessId, businessId));
    expect(left).toEqual([]);
    expect((await read(7)).json<Insights>().totals.views).toBe(before + 1);
  });

  it('show search words from plan 4, only words of 3 or more visitors', async () => {
    await visitorFromSearch('pizza a domicilio');
    await visitorFromSearch('Pizza barata');
    await visitorFromSearch('pizza DOMICILIO');
    await visitorFromSearch('sushi');
    await visitorFromSearch('sushi');
    await setPlan(3);
    expect((await read(7)).json<Insights>().searchWords).toBeNull();
    await setPlan(4);
    const words = (await read(7)).json<Insights>().searchWords;
    expect(words).toEqual([{ word: 'pizza', visitors: 3 }]);
    await visitorFromSearch('sushi a domicilio');
    expect((await read(30)).json<Insights>().searchWords).toEqual([
      { word: 'domicilio', visitors: 3 },
      { word: 'pizza', visitors: 3 },
      { word: 'sushi', visitors: 3 },
    ]);
  });

  it("'Mis negocios' summary: the owner's businesses' last 30 days", async () => {
    const cookies = (await actors.cookies('owner', ctx.app.now()))!;
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/my/insights-summary',
      cookies,
    });
    expect(response.statusCode).toBe(200);
    const totals = (await read(30)).json<Insights>().totals;
    expect(
      response.json<{ summaries: Record<string, unknown> }>().summaries[String(businessId)],
    ).toEqual({
      views: totals.views,
      call: totals.call,
      whatsapp: totals.whatsapp,
    });
  });
});
