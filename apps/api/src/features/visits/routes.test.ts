import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { businesses, visits } from '../../db/schema';
import {
  createTestContext,
  FIXED_NOW,
  getJson,
  postJson,
  type TestContext,
} from '../../test/context';

let ctx: TestContext;
let businessId: number;
let inactiveId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const [active] = await ctx.database.db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.isActive, true))
    .limit(1);
  const [inactive] = await ctx.database.db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.isActive, false))
    .limit(1);
  businessId = active!.id;
  inactiveId = inactive!.id;
});
afterAll(() => ctx.close());

function record(id: number | string, cookie?: string) {
  return postJson(
    ctx.app,
    '/api/visits/record',
    { businessId: id },
    cookie ? { cookies: { drd_visitor: cookie } } : {},
  );
}

const globalCount = async () =>
  (await getJson<{ count: number }>(ctx.app, '/api/visits/global')).body.count;
const businessCount = async (id: number) =>
  (await getJson<{ count: number }>(ctx.app, `/api/visits/business/${id}`)).body.count;

describe('visits', () => {
  it('counts a first visit, sets the visitor cookie and bumps both counters', async () => {
    const beforeGlobal = await globalCount();
    const beforeBusiness = await businessCount(businessId);
    const response = await record(businessId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ counted: true, count: beforeBusiness + 1 });
    const cookie = response.cookies.find((c) => c.name === 'drd_visitor');
    expect(cookie?.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(cookie?.httpOnly).toBe(true);
    expect(await globalCount()).toBe(beforeGlobal + 1);
    expect(await businessCount(businessId)).toBe(beforeBusiness + 1);
  });

  it('counts a visitor once per business within 30 minutes, and again after', async () => {
    const visitor = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const first = await record(businessId, visitor);
    expect(first.json<{ counted: boolean }>().counted).toBe(true);
    // The card click and the detail page: one visit.
    const second = await record(businessId, visitor);
    expect(second.json<{ counted: boolean }>().counted).toBe(false);
    expect(second.cookies.find((c) => c.name === 'drd_visitor')).toBeUndefined();

    ctx.setNow(new Date(FIXED_NOW.getTime() + 29 * 60_000));
    expect((await record(businessId, visitor)).json<{ counted: boolean }>().counted).toBe(false);
    ctx.setNow(new Date(FIXED_NOW.getTime() + 31 * 60_000));
    expect((await record(businessId, visitor)).json<{ counted: boolean }>().counted).toBe(true);
    ctx.setNow(FIXED_NOW);
  });

  it('counts concurrent requests of one visitor once', async () => {
    const visitor = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    const before = await businessCount(businessId);
    const results = await Promise.all([1, 2, 3, 4].map(() => record(businessId, visitor)));
    const counted = results.filter((r) => r.json<{ counted: boolean }>().counted);
    expect(counted).toHaveLength(1);
    expect(await businessCount(businessId)).toBe(before + 1);
  });

  it('keeps the stored counters equal to the visits accepted', async () => {
    const beforeGlobal = await globalCount();
    const rowsBefore = await ctx.database.db
      .select({ id: visits.id })
      .from(visits)
      .where(eq(visits.businessId, businessId));
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        record(businessId, `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`),
      ),
    );
    const rowsAfter = await ctx.database.db
      .select({ id: visits.id })
      .from(visits)
      .where(eq(visits.businessId, businessId));
    expect(rowsAfter.length - rowsBefore.length).toBe(10);
    expect(await globalCount()).toBe(beforeGlobal + 10);
  });

  it("keeps a visit's asynchronous commit to the visit's own transaction", async () => {
    // set_config(..., true) lasts only the visit's own transaction: a later statement on the same
    // connection (PGlite has one) must still commit as the server is configured to.
    const setting = async () =>
      (
        await queryRows<{ setting: string }>(
          ctx.database.db,
          sql`select current_setting('synchronous_commit') as setting`,
        )
      )[0]!.setting;
    const before = await setting();
    await record(businessId, '00000000-0000-4000-8000-000000000999');
    expect(await setting()).toBe(before);
  });

  it('ignores a forged visitor cookie and issues a fresh one', async () => {
    const response = await record(businessId, '<script>');
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === 'drd_visitor')?.value).toMatch(
      /^[0-9a-f-]{36}$/,
    );
  });

  it('answers 404 for an unknown or inactive business, 400 for a bad id', async () => {
    expect((await record(999_999)).statusCode).toBe(404);
    expect((await record(inactiveId)).statusCode).toBe(404);
    const bad = await record('abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ details: Record<string, string[]> }>().details.businessId).toBeDefined();
    expect((await getJson(ctx.app, '/api/visits/business/abc')).status).toBe(400);
    expect((await getJson(ctx.app, '/api/visits/business/999999')).status).toBe(404);
  });
});
