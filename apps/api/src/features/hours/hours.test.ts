// Split days and temporary closures in 'Abierto ahora/hoy' (the SQL over open_minutes and the
// closure columns), on the demo directory with three businesses given such hours.
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessDetail, BusinessList } from '@drd/shared/api/businesses';
import type { Closure } from '@drd/shared/api/hours';
import { businessClosures, businesses } from '../../db/schema';
import { createActors, type Actors } from '../../test/actors';
import { createTestContext, getJson, SAME_ORIGIN, type TestContext } from '../../test/context';

let ctx: TestContext;
let actors: Actors;
let split: number;
let late: number;
let legacy: number;

const range = (open: string, close: string) => ({ open, close });
const everyDay = (day: unknown) =>
  Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
      d,
      day,
    ]),
  );

beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx.database.db, 'hours');
  // Never the actors' businesses: PostgreSQL hands an unordered limit back in any order.
  const { ownedBusinessId, activeBusinessId, unownedBusinessId } = actors.fixtures;
  const rows = await ctx.database.db
    .select({ id: businesses.id })
    .from(businesses)
    .where(
      and(
        eq(businesses.isActive, true),
        notInArray(businesses.id, [ownedBusinessId, activeBusinessId, unownedBusinessId]),
      ),
    )
    .orderBy(businesses.id)
    .limit(3);
  [split, late, legacy] = rows.map((r) => r.id) as [number, number, number];
  const set = (id: number, hours: unknown) =>
    ctx.database.db.execute(
      sql`update businesses set opening_hours = ${JSON.stringify(hours)}::jsonb where id = ${id}`,
    );
  await set(
    split,
    everyDay({ closed: false, ranges: [range('08:00', '12:00'), range('14:00', '18:00')] }),
  );
  // A lunch and a night past midnight.
  await set(
    late,
    everyDay({ closed: false, ranges: [range('12:00', '15:00'), range('20:00', '02:00')] }),
  );
  // Stored before split hours, as rows were before migration 0032.
  await set(legacy, everyDay({ open: '09:00', close: '17:00', closed: false }));
  // The closure test needs the owner's business open on a Wednesday morning.
  await set(
    actors.fixtures.ownedBusinessId,
    everyDay({ closed: false, ranges: [range('08:00', '18:00')] }),
  );
  ctx.app.cache.clear();
});
afterAll(() => ctx.close());

// Every page: the demo directory has more businesses open at 10:00 than one page holds.
async function openNowIds(local: string, filter = 'openNow') {
  ctx.setNow(new Date(`${local}:00-04:00`));
  const ids = new Set<number>();
  for (let page = 1; ; page++) {
    const { body } = await getJson<BusinessList>(
      ctx.app,
      `/api/businesses/filter?${filter}=true&pageSize=100&page=${page}`,
    );
    for (const b of body.businesses) ids.add(b.id);
    if (body.businesses.length < 100) return ids;
  }
}

describe("'Abierto ahora' with split days", () => {
  it('follows both ranges and the break between them', async () => {
    // 2026-11-18 is a Wednesday.
    const at = async (time: string) => (await openNowIds(`2026-11-18T${time}`)).has(split);
    expect(await at('07:59')).toBe(false);
    expect(await at('08:00')).toBe(true);
    expect(await at('11:59')).toBe(true);
    expect(await at('12:00')).toBe(false);
    expect(await at('13:30')).toBe(false);
    expect(await at('14:00')).toBe(true);
    expect(await at('18:00')).toBe(false);
  });

  it('runs a second range past midnight into the next morning', async () => {
    expect((await openNowIds('2026-11-18T13:00')).has(late)).toBe(true);
    expect((await openNowIds('2026-11-18T17:00')).has(late)).toBe(false);
    expect((await openNowIds('2026-11-18T23:00')).has(late)).toBe(true);
    expect((await openNowIds('2026-11-19T01:30')).has(late)).toBe(true);
    expect((await openNowIds('2026-11-19T02:00')).has(late)).toBe(false);
    // Sunday night into Monday morning, across the end of the week.
    expect((await openNowIds('2026-11-23T01:00')).has(late)).toBe(true);
  });

  it('still reads days stored in the older shape, and answers them in today’s', async () => {
    expect((await openNowIds('2026-11-18T10:00')).has(legacy)).toBe(true);
    expect((await openNowIds('2026-11-18T08:00')).has(legacy)).toBe(false);
    const { body } = await getJson<BusinessDetail>(ctx.app, `/api/businesses/detail/${legacy}`);
    expect(body.openingHours?.monday).toEqual({ closed: false, ranges: [range('09:00', '17:00')] });
  });
});

describe('PUT /api/businesses/:id/closure', () => {
  const put = async (id: number, payload: unknown, actor: 'owner' | 'otherOwner' = 'owner') =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/businesses/${id}/closure`,
      headers: SAME_ORIGIN,
      payload: JSON.stringify(payload),
      cookies: (await actors.cookies(actor, ctx.app.now()))!,
    });

  it('closes at once, leaves the filters until the reopening date and keeps the history', async () => {
    const id = actors.fixtures.ownedBusinessId;
    ctx.setNow(new Date('2026-11-18T10:00:00-04:00'));
    const before = await openNowIds('2026-11-18T10:00');
    expect(before.has(id)).toBe(true);

    const closed = await put(id, { temporarilyClosed: true, reopensOn: '2026-11-20' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json<Closure>()).toEqual({ temporarilyClosed: true, reopensOn: '2026-11-20' });
    expect((await openNowIds('2026-11-18T10:00')).has(id)).toBe(false);
    expect((await openNowIds('2026-11-19T10:00', 'openToday')).has(id)).toBe(false);
    // The reopening date comes: open again without anyone touching it.
    expect((await openNowIds('2026-11-20T10:00')).has(id)).toBe(true);

    const { body } = await getJson<BusinessDetail>(ctx.app, `/api/businesses/detail/${id}`);
    expect(body.closure).toEqual({ reopensOn: '2026-11-20' });

    ctx.setNow(new Date('2026-11-18T10:00:00-04:00'));
    const reopened = await put(id, { temporarilyClosed: false, reopensOn: '2026-12-01' });
    expect(reopened.json<Closure>()).toEqual({ temporarilyClosed: false, reopensOn: null });
    expect((await openNowIds('2026-11-18T10:00')).has(id)).toBe(true);
    const history = await ctx.database.db
      .select()
      .from(businessClosures)
      .where(eq(businessClosures.businessId, id));
    expect(history.map((h) => [h.temporarilyClosed, h.reopensOn])).toEqual([
      [true, '2026-11-20'],
      [false, null],
    ]);
  });

  it('stays closed without a date, and refuses a reopening date not after today', async () => {
    const id = actors.fixtures.ownedBusinessId;
    ctx.setNow(new Date('2026-11-18T10:00:00-04:00'));
    const past = await put(id, { temporarilyClosed: true, reopensOn: '2026-11-18' });
    expect(past.statusCode).toBe(400);
    expect(past.json<{ error: string }>().error).toBe(
      'La fecha de reapertura debe ser posterior a hoy',
    );
    expect((await put(id, { temporarilyClosed: true, reopensOn: '2026-02-30' })).statusCode).toBe(
      400,
    );
    expect((await put(id, { temporarilyClosed: true })).statusCode).toBe(200);
    expect((await openNowIds('2027-03-03T10:00')).has(id)).toBe(false);
    await put(id, { temporarilyClosed: false });
  });

  it("is not another owner's to change", async () => {
    const res = await put(
      actors.fixtures.ownedBusinessId,
      { temporarilyClosed: true },
      'otherOwner',
    );
    expect(res.statusCode).toBe(403);
  });
});
