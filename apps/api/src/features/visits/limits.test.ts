import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '../../db/schema';
import { createTestContext, FIXED_NOW, SAME_ORIGIN, type TestContext } from '../../test/context';
import { VISIT_LIMITS } from './limits';

let ctx: TestContext;
let ids: number[];

beforeAll(async () => {
  ctx = await createTestContext();
  const rows = await ctx.database.db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.isActive, true))
    .orderBy(businesses.id);
  ids = rows.map((r) => r.id);
});
afterAll(() => ctx.close());

function record(businessId: number, remoteAddress: string, cookie?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/visits/record',
    headers: SAME_ORIGIN,
    payload: JSON.stringify({ businessId }),
    remoteAddress,
    ...(cookie ? { cookies: { drd_visitor: cookie } } : {}),
  });
}

/** A fresh visitor (its own signed cookie) visiting once from an address: was it counted? */
async function visit(businessId: number, remoteAddress: string): Promise<boolean> {
  const first = await record(businessId, remoteAddress);
  const cookie = first.cookies.find((c) => c.name === 'drd_visitor')!.value;
  const second = await record(businessId, remoteAddress, cookie);
  expect(second.statusCode).toBe(200);
  return second.json<{ counted: boolean }>().counted;
}

async function countedOf(visits: [number, string][]): Promise<number> {
  let counted = 0;
  for (const [businessId, address] of visits) if (await visit(businessId, address)) counted++;
  return counted;
}

describe('limits on counted visits per source', () => {
  it('counts at most a few visits of one business from one address a day', async () => {
    const cap = VISIT_LIMITS.addressBusiness.max;
    const visits = Array.from({ length: cap + 5 }, (): [number, string] => [
      ids[0]!,
      '198.51.100.7',
    ]);
    expect(await countedOf(visits)).toBe(cap);
    // Another business from the same address still counts.
    expect(await visit(ids[1]!, '198.51.100.7')).toBe(true);
    // The next day the business counts again from that address.
    ctx.setNow(new Date(FIXED_NOW.getTime() + 24 * 60 * 60_000));
    expect(await visit(ids[0]!, '198.51.100.7')).toBe(true);
    ctx.setNow(FIXED_NOW);
  });

  it('counts at most so many visits an hour from one address, over all businesses', async () => {
    const cap = VISIT_LIMITS.address.max;
    expect(ids.length).toBeGreaterThan(cap / VISIT_LIMITS.addressBusiness.max);
    const visits = Array.from({ length: cap + 5 }, (_, i): [number, string] => [
      ids[i % ids.length]!,
      '2001:db8:aa::1',
    ]);
    expect(await countedOf(visits)).toBe(cap);
    ctx.setNow(new Date(FIXED_NOW.getTime() + 60 * 60_000));
    expect(await visit(ids[0]!, '2001:db8:aa::1')).toBe(true);
    ctx.setNow(FIXED_NOW);
  });

  it('counts at most so many visits an hour from one /24 network, whatever the address', async () => {
    const cap = VISIT_LIMITS.network.max;
    const visits = Array.from({ length: cap + 5 }, (_, i): [number, string] => [
      ids[i % ids.length]!,
      `203.0.113.${i % 250}`,
    ]);
    expect(await countedOf(visits)).toBe(cap);
    // The neighbouring network is another source.
    expect(await visit(ids[0]!, '203.0.114.1')).toBe(true);
  });

  it('treats an IPv6 /48 as one network, and an IPv4-mapped address as IPv4', async () => {
    const cap = VISIT_LIMITS.network.max;
    const visits = Array.from({ length: cap + 5 }, (_, i): [number, string] => [
      ids[i % ids.length]!,
      `2001:db8:bb:${(i % 200).toString(16)}::${i}`,
    ]);
    expect(await countedOf(visits)).toBe(cap);
    expect(await visit(ids[0]!, '2001:db8:bc::1')).toBe(true);
    // 192.0.2.0/24 as IPv4 and as IPv4-mapped IPv6 is one network.
    const mapped = Array.from({ length: cap + 5 }, (_, i): [number, string] => [
      ids[i % ids.length]!,
      i % 2 ? `192.0.2.${i % 200}` : `::ffff:192.0.2.${i % 200}`,
    ]);
    expect(await countedOf(mapped)).toBe(cap);
  });
});
