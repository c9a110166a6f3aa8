import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { businesses, visits } from '../../db/schema';
import {
  createTestContext,
  FIXED_NOW,
  getJson,
  SAME_ORIGIN,
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

// Every request from its own network unless a test says otherwise, so the per-source limits
// (limits.test.ts) stay out of the way here.
let requests = 0;
function record(id: number | string, cookie?: string, remoteAddress?: string) {
  requests += 1;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/visits/record',
    headers: SAME_ORIGIN,
    payload: JSON.stringify({ businessId: id }),
    ...(cookie ? { cookies: { drd_visitor: cookie } } : {}),
    remoteAddress: remoteAddress ?? `10.${(requests >> 8) & 255}.${requests & 255}.1`,
  });
}

const issuedCookie = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((c) => c.name === 'drd_visitor')?.value;

/** A visitor as a browser has one: the signed cookie a first request was given. */
async function newVisitor(): Promise<string> {
  const cookie = issuedCookie(await record(businessId));
  expect(cookie).toBeDefined();
  return cookie!;
}

const globalCount = async () =>
  (await getJson<{ count: number }>(ctx.app, '/api/visits/global')).body.count;
const businessCount = async (id: number) =>
  (await getJson<{ count: number }>(ctx.app, `/api/visits/business/${id}`)).body.count;

describe('visits', () => {
  it('issues a signed visitor cookie on a first visit and counts nothing', async () => {
    const beforeGlobal = await globalCount();
    const beforeBusiness = await businessCount(businessId);
    const response = await record(businessId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ counted: false, count: beforeBusiness, newVisitor: true });
    const cookie = response.cookies.find((c) => c.name === 'drd_visitor');
    expect(cookie?.value).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9+/]{43}$/);
    expect(cookie?.httpOnly).toBe(true);
    expect(await globalCount()).toBe(beforeGlobal);

    // The same browser, next page: now it counts, on both counters.
    const next = await record(businessId, cookie!.value);
    expect(next.json()).toEqual({ counted: true, count: beforeBusiness + 1, newVisitor: false });
    expect(issuedCookie(next)).toBeUndefined();
    expect(await globalCount()).toBe(beforeGlobal + 1);
    expect(await businessCount(businessId)).toBe(beforeBusiness + 1);
  });

  it('counts nothing for a loop without cookies or with invented or tampered ids', async () => {
    const beforeGlobal = await globalCount();
    const beforeBusiness = await businessCount(businessId);
    const genuine = await newVisitor();
    const [id, signature] = genuine.split('.') as [string, string];
    const invented = Array.from(
      { length: 20 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const forged = [
      ...invented,
      ...invented.map((v) => `${v}.${signature}`),
      `${id.replace(/^./, id.startsWith('a') ? 'b' : 'a')}.${signature}`,
      `${id}.${signature.replace(/^./, signature.startsWith('A') ? 'B' : 'A')}`,
      `${id}.`,
      '<script>',
    ];
    const responses = await Promise.all([
      ...Array.from({ length: 20 }, () => record(businessId)),
      ...forged.map((cookie) => record(businessId, cookie)),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.json<{ counted: boolean }>().counted).toBe(false);
      // Each one is handed a genuine cookie instead.
      expect(issuedCookie(response)).toMatch(/^[0-9a-f-]{36}\./);
    }
    expect(await globalCount()).toBe(beforeGlobal);
    expect(await businessCount(businessId)).toBe(beforeBusiness);
  });

  it("gives a browser its cookie with the header's global count, before any visit", async () => {
    const page = await getJson(ctx.app, '/api/visits/global');
    const cookie = issuedCookie(page.response);
    expect(cookie).toMatch(/^[0-9a-f-]{36}\./);
    const next = await ctx.app.inject({
      method: 'GET',
      url: '/api/visits/global',
      cookies: { drd_visitor: cookie! },
    });
    expect(issuedCookie(next)).toBeUndefined();
    expect((await record(businessId, cookie)).json<{ counted: boolean }>().counted).toBe(true);
  });

  it('counts a visitor once per business within 30 minutes, and again after', async () => {
    const visitor = await newVisitor();
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
    const visitor = await newVisitor();
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
    const visitors = await Promise.all(Array.from({ length: 10 }, () => newVisitor()));
    await Promise.all(visitors.map((visitor) => record(businessId, visitor)));
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
    expect(
      (await record(businessId, await newVisitor())).json<{ counted: boolean }>().counted,
    ).toBe(true);
    expect(await setting()).toBe(before);
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
