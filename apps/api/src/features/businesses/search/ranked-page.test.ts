// Reading a search tier by tier must give exactly the order one sort by the relevance keys gives,
// on every page, including pages that start past the end of a tier.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { BusinessList } from '@drd/shared/api/businesses';
import { queryRows } from '../../../db/raw';
import { businesses } from '../../../db/schema';
import { createTestContext, getJson, type TestContext } from '../../../test/context';
import { hasExactMatches, resolveSearch } from './resolve';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const list = async (term: string, extra: string) =>
  (
    await getJson<BusinessList>(
      ctx.app,
      `/api/businesses/filter?search=${encodeURIComponent(term)}${extra}`,
    )
  ).body;

/**
 * The relevance order as one sort: exact words first (when split), then a name match (with the
 * words as typed among exact matches), then the default order.
 */
async function sortedByKeys(term: string) {
  const search = (await resolveSearch(ctx.database.db, ctx.app.cache, term))!;
  const split = search.corrected && (await hasExactMatches(ctx.database.db, ctx.app.cache, search));
  const tsquery = (q: string) => sql`to_tsquery('spanish', ${q})`;
  const exact = split
    ? sql`${businesses.searchVector} @@ ${tsquery(search.exactTsquery)}`
    : sql`false`;
  const rows = await queryRows<{ id: number; exact: boolean; by_name: boolean }>(
    ctx.database.db,
    sql`
    select id, ${exact} as exact,
      ${businesses.nameVector} @@ case when ${exact} then ${tsquery(search.exactTsquery)}
        else ${tsquery(search.tsquery)} end as by_name
    from ${businesses}
    where is_active and ${businesses.searchVector} @@ ${tsquery(search.tsquery)}
    order by exact desc, by_name desc, is_highlighted desc, package_id desc nulls last,
      visit_count desc nulls last, name, id`,
  );
  return rows.map((r) => ({ id: Number(r.id), tier: `${r.exact}/${r.by_name}` }));
}

describe('a search read in relevance tiers', () => {
  it.each(['playa', 'farmacia', 'pizza', 'restaurante', 'botica', 'hotel playa', 'plaza'])(
    "'%s': every page is its slice of the one sorted list",
    async (term) => {
      const expected = (await sortedByKeys(term)).map((r) => r.id);
      const whole = await list(term, '&pageSize=100');
      expect(whole.filtered).toBe(expected.length);
      expect(whole.businesses.map((b) => b.id)).toEqual(expected);
      const paged: number[] = [];
      for (let page = 1; page <= Math.ceil(expected.length / 2) + 1; page++)
        paged.push(...(await list(term, `&pageSize=2&page=${page}`)).businesses.map((b) => b.id));
      expect(paged).toEqual(expected);
    },
  );

  it("has all four tiers in 'playa', so the test above crosses every boundary", async () => {
    // 'playa' is in beach businesses' names and in other businesses' descriptions, and is one
    // typo from 'plaza', which is in names and descriptions too.
    const tiers = (await sortedByKeys('playa')).map((r) => r.tier);
    expect(new Set(tiers)).toEqual(
      new Set(['true/true', 'true/false', 'false/true', 'false/false']),
    );
  });

  it('puts a name match before a match elsewhere', async () => {
    const rows = await sortedByKeys('farmacia');
    expect(rows[0]!.tier).toBe('false/true');
    expect(rows.at(-1)!.tier).toBe('false/false');
  });

  it('reads tiers within the other filters (a province, Abierto Hoy)', async () => {
    const all = await list('playa', '&pageSize=100');
    const province = all.businesses[0]!.provinceId;
    const within = await list('playa', `&pageSize=100&province=${province}&openToday=true`);
    expect(within.businesses.length).toBeGreaterThan(0);
    const order = all.businesses.map((b) => b.id);
    const positions = within.businesses.map((b) => order.indexOf(b.id));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });
});
