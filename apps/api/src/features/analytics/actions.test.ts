import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Insights } from '@drd/shared/api/analytics';
import { businessActions, businessAnalytics, businesses, visits } from '../../db/schema';
import { createActors, type Actors } from '../../test/actors';
import { createTestContext, FIXED_NOW, SAME_ORIGIN, type TestContext } from '../../test/context';
import { ACTION_LIMITS } from './limits';
import { rollUpVisits } from '../visits/rollup';
import { rollUpActions } from './rollup';

let ctx: TestContext;
let actors: Actors;
let businessId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx.database.db, 'acciones');
  businessId = actors.fixtures.ownedBusinessId;
});
afterAll(() => ctx.close());

let requests = 0;
/** A tap from its own network unless given an address, so the limits stay out of the way. */
function tap(type: string, cookie?: string, remoteAddress?: string, id = businessId) {
  requests += 1;
  return ctx.app.inject({
    method: 'POST',
    url: `/api/businesses/${id}/actions`,
    headers: SAME_ORIGIN,
    payload: JSON.stringify({ type }),
    ...(cookie ? { cookies: { drd_visitor: cookie } } : {}),
    remoteAddress: remoteAddress ?? `10.${(requests >> 8) & 255}.${requests & 255}.9`,
  });
}

async function newVisitor(): Promise<string> {
  const response = await tap('call');
  expect(response.json()).toEqual({ counted: false });
  return response.cookies.find((c) => c.name === 'drd_visitor')!.value;
}

async function insights(days = 7): Promise<Insights> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/businesses/${businessId}/insights?days=${days}`,
    cookies: (await actors.cookies('owner', ctx.app.now()))!,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('taps on a business', () => {
  it('count once per visitor, kind and hour, and show before the roll-up', async () => {
    ctx.setNow(FIXED_NOW);
    const before = (await insights()).totals;
    const visitor = await newVisitor();
    expect((await tap('call', visitor)).json()).toEqual({ counted: true });
    // The same button again within the hour moves nothing; another button counts.
    expect((await tap('call', visitor)).json()).toEqual({ counted: false });
    expect((await tap('whatsapp', visitor)).json()).toEqual({ counted: true });
    // Another visitor counts.
    expect((await tap('call', await newVisitor())).json()).toEqual({ counted: true });
    const after = (await insights()).totals;
    expect(after.call - before.call).toBe(2);
    expect(after.whatsapp - before.whatsapp).toBe(1);
    // The next hour the same visitor's tap counts again.
    ctx.setNow(new Date(FIXED_NOW.getTime() + 60 * 60_000));
    expect((await tap('call', visitor)).json()).toEqual({ counted: true });
    expect((await insights()).totals.call - before.call).toBe(3);
    ctx.setNow(FIXED_NOW);
  });

  it('refuses an unknown kind, and a missing business', async () => {
    expect((await tap('llamar', await newVisitor())).statusCode).toBe(400);
    expect((await tap('call', await newVisitor(), undefined, 999_999)).statusCode).toBe(404);
  });

  it('bounds a loop from one address, whatever the visitors', async () => {
    ctx.setNow(new Date(FIXED_NOW.getTime() + 3 * 60 * 60_000));
    const before = (await insights()).totals.share;
    // Fresh visitor ids (as a loop asking for cookies gets) on one address: the per-address and
    // business limit of the day stops them.
    const visitors = await Promise.all(
      Array.from({ length: ACTION_LIMITS.addressBusiness.max + 10 }, () => newVisitor()),
    );
    let counted = 0;
    for (const visitor of visitors) {
      if ((await tap('share', visitor, '192.0.2.50')).json<{ counted: boolean }>().counted)
        counted++;
    }
    expect(counted).toBe(ACTION_LIMITS.addressBusiness.max);
    expect((await insights()).totals.share - before).toBe(ACTION_LIMITS.addressBusiness.max);
    // One visitor's loop on one button: once.
    const one = await newVisitor();
    const answers = await Promise.all(Array.from({ length: 20 }, () => tap('website', one)));
    expect(answers.filter((a) => a.json<{ counted: boolean }>().counted)).toHaveLength(1);
    ctx.setNow(FIXED_NOW);
  });

  it('rolls closed hours into daily rows with exact totals (two instances at once)', async () => {
    const db = ctx.database.db;
    const before = await insights(30);
    const later = new Date(FIXED_NOW.getTime() + 5 * 60 * 60_000);
    await Promise.all([rollUpActions(db, later), rollUpActions(db, later)]);
    expect(
      await db.select().from(businessActions).where(eq(businessActions.businessId, businessId)),
    ).toEqual([]);
    ctx.setNow(later);
    const after = await insights(30);
    expect(after.totals).toEqual(before.totals);
    const [day] = await db
      .select()
      .from(businessAnalytics)
      .where(eq(businessAnalytics.businessId, businessId));
    // 10:00 to 13:00 in Santo Domingo on the 18th: one local day.
    expect(day?.date).toBe('2026-11-18');
    expect(day!.phoneClicks).toBeGreaterThanOrEqual(3);
    // Nothing left to move: a second run counts nothing twice.
    expect(await rollUpActions(db, later)).toBe(0);
    expect((await insights(30)).totals).toEqual(before.totals);
    ctx.setNow(FIXED_NOW);
  });

  it("a deleted business's taps and views do not stop the roll-ups", async () => {
    const db = ctx.database.db;
    const old = new Date(FIXED_NOW.getTime() - 3 * 60 * 60_000);
    await db
      .insert(businessActions)
      .values({ businessId: 999_999, visitorId: 'v', kind: 'call', hour: old });
    await db.insert(visits).values({ businessId: 999_999, visitorId: 'v', timestamp: old });
    expect(await rollUpActions(db, FIXED_NOW)).toBe(1);
    expect(await rollUpVisits(db, FIXED_NOW)).toBeGreaterThanOrEqual(1);
    expect(
      await db.select().from(businessAnalytics).where(eq(businessAnalytics.businessId, 999_999)),
    ).toEqual([]);
  });

  it('an inactive business counts nothing', async () => {
    const [inactive] = await ctx.database.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.isActive, false))
      .limit(1);
    expect((await tap('call', await newVisitor(), undefined, inactive!.id)).statusCode).toBe(404);
  });
});

describe('taps arriving together (one statement per batch)', () => {
  it('count identical taps once and a loop from one address to its limit, across batches', async () => {
    // FIXED_NOW is on the hour, so the rows' hour is now.
    ctx.setNow(new Date(FIXED_NOW.getTime() + 7 * 60 * 60_000));
    const one = await newVisitor();
    const same = await Promise.all(Array.from({ length: 20 }, () => tap('directions', one)));
    expect(same.filter((a) => a.json<{ counted: boolean }>().counted)).toHaveLength(1);
    // The cookie is the visitor id and its signature; this hour had no other taps on that button.
    const rows = await ctx.database.db
      .select()
      .from(businessActions)
      .where(and(eq(businessActions.kind, 'directions'), eq(businessActions.hour, ctx.app.now())));
    expect(rows).toHaveLength(1);
    // More taps at once than one batch holds: two statements bump the same limit rows together.
    const visitors = await Promise.all(Array.from({ length: 300 }, () => newVisitor()));
    const answers = await Promise.all(visitors.map((v) => tap('call', v, '192.0.2.60')));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.filter((a) => a.json<{ counted: boolean }>().counted)).toHaveLength(
      ACTION_LIMITS.addressBusiness.max,
    );
    ctx.setNow(FIXED_NOW);
  });

  it('answers each tap of a mixed batch for itself', async () => {
    ctx.setNow(new Date(FIXED_NOW.getTime() + 8 * 60 * 60_000));
    const [a, b] = await Promise.all([newVisitor(), newVisitor()]);
    const answers = await Promise.all([
      tap('call', a),
      tap('call', b, undefined, 999_999),
      tap('share', b),
      tap('nada', a),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 404, 200, 400]);
    expect(answers[0].json()).toEqual({ counted: true });
    expect(answers[2].json()).toEqual({ counted: true });
    ctx.setNow(FIXED_NOW);
  });
});
