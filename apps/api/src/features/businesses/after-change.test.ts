// afterBusinessChange: the one call a write makes after changing businesses.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessList } from '@drd/shared/api/businesses';
import type { CategoriesResponse } from '@drd/shared/api/categories';
import type { Stats } from '@drd/shared/api/stats';
import { queryRows } from '../../db/raw';
import { businesses, searchWordKeys } from '../../db/schema';
import { createQueryCache } from '../../lib/query-cache';
import { createTestContext, getJson, type TestContext } from '../../test/context';
import { afterBusinessChange } from './after-change';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const searchIds = async (term: string) =>
  (
    await getJson<BusinessList>(
      ctx.app,
      `/api/businesses/filter?search=${encodeURIComponent(term)}`,
    )
  ).body.businesses.map((b) => b.id);

describe('afterBusinessChange', () => {
  it('refreshes the search document and the vocabulary of the changed business', async () => {
    const { db } = ctx.database;
    const [business] = await db
      .select({ id: businesses.id, name: businesses.name })
      .from(businesses)
      .where(eq(businesses.isActive, true))
      .limit(1);
    await db
      .update(businesses)
      .set({ name: `${business!.name} Zorzalito` })
      .where(eq(businesses.id, business!.id));
    expect(await searchIds('zorzalito')).toEqual([]);

    await afterBusinessChange(db, ctx.app.cache, [business!.id]);

    const [row] = await queryRows<{ document: string }>(
      db,
      sql`select search_document as document from businesses where id = ${business!.id}`,
    );
    expect(row!.document).toContain('zorzalito');
    const keys = await db
      .select({ key: searchWordKeys.key })
      .from(searchWordKeys)
      .where(eq(searchWordKeys.word, 'zorzalito'));
    expect(keys.map((k) => k.key)).toEqual(expect.arrayContaining(['zorzalito', 'zorzalit']));
    expect(await searchIds('zorzalito')).toEqual([business!.id]);
    // The vocabulary knows the new word, so a typo of it finds the business too.
    expect(await searchIds('zorzlito')).toEqual([business!.id]);
  });

  it('drops the aggregates, so counts show the change at once', async () => {
    const { db } = ctx.database;
    const stats = async () => (await getJson<Stats>(ctx.app, '/api/stats')).body;
    const activeIn = async (slug: string) =>
      (await getJson<CategoriesResponse>(ctx.app, '/api/categories')).body.modules
        .flatMap((m) => m.categories)
        .find((c) => c.slug === slug)!.activeCount;
    const before = await stats();
    const farmacias = await activeIn('farmacias');
    const [pharmacy] = await queryRows<{ id: number }>(
      db,
      sql`select b.id from businesses b join categories c on c.id = b.category_id
          where c.slug = 'farmacias' and b.is_active limit 1`,
    );
    await db.update(businesses).set({ isActive: false }).where(eq(businesses.id, pharmacy!.id));

    await afterBusinessChange(db, ctx.app.cache, [pharmacy!.id]);

    expect((await stats()).activeBusinesses).toBe(before.activeBusinesses - 1);
    expect(await activeIn('farmacias')).toBe(farmacias - 1);
  });

  it('clears the cache it is given', async () => {
    const cache = createQueryCache({ ttlMs: 60_000, maxEntries: 10 });
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    await cache.get('k', load);
    await afterBusinessChange(ctx.database.db, cache, []);
    expect(await cache.get('k', load)).toBe(2);
  });

  it('keeps the cached counts of lists that do not hold the changed business', async () => {
    const { db } = ctx.database;
    const [a, b] = await queryRows<{ id: number; province: number }>(
      db,
      sql`select distinct on (province_id) id, province_id as province from businesses
          where is_active order by province_id, id limit 2`,
    );
    const count = async (province: number) =>
      (await getJson<BusinessList>(ctx.app, `/api/businesses/filter?province=${province}`)).body
        .filtered;
    const inA = await count(a!.province);
    const inB = await count(b!.province);
    // Both businesses leave the directory, but only b's write is announced.
    await db.update(businesses).set({ isActive: false }).where(eq(businesses.id, a!.id));
    await db.update(businesses).set({ isActive: false }).where(eq(businesses.id, b!.id));

    await afterBusinessChange(db, ctx.app.cache, [b!.id]);

    expect(await count(b!.province)).toBe(inB - 1);
    // Province a's list was not dropped: its count is still the cached one.
    expect(await count(a!.province)).toBe(inA);
    await db.update(businesses).set({ isActive: true }).where(eq(businesses.id, a!.id));
    await db.update(businesses).set({ isActive: true }).where(eq(businesses.id, b!.id));
    await afterBusinessChange(db, ctx.app.cache, [a!.id, b!.id]);
  });

  it("caches a list's first page until a business of that list changes", async () => {
    const { db } = ctx.database;
    const [a, b] = await queryRows<{ id: number; province: number }>(
      db,
      sql`select distinct on (province_id) id, province_id as province from businesses
          where is_active order by province_id, id limit 2`,
    );
    const firstPage = async (province: number) =>
      (
        await getJson<BusinessList>(
          ctx.app,
          `/api/businesses/filter?province=${province}&pageSize=2`,
        )
      ).body.businesses;
    const before = await firstPage(a!.province);
    const [late] = await queryRows<{ id: number; name: string; plan: number; visits: number }>(
      db,
      sql`select id, name, package_id as plan, visit_count as visits from businesses
          where is_active and province_id = ${a!.province}
            and id <> all(${`{${before.map((c) => c.id).join(',')}}`}::int[])
          limit 1`,
    );
    // The late business now leads the province's order, and the first card is renamed; neither
    // write is announced yet.
    await db.execute(sql`update businesses set visit_count = 1000000000,
        package_id = (select max(id) from packages) where id = ${late!.id}`);
    await db.execute(
      sql`update businesses set name = name || ' Renombrado' where id = ${before[0]!.id}`,
    );
    const cached = await firstPage(a!.province);
    expect(cached.map((c) => c.id)).toEqual(before.map((c) => c.id));
    expect(cached[0]!.name).toBe(before[0]!.name);
    // The second page is not cached.
    const second = await getJson<BusinessList>(
      ctx.app,
      `/api/businesses/filter?province=${a!.province}&pageSize=2&page=2`,
    );
    expect(second.body.businesses.map((c) => c.id)).toContain(before[1]!.id);
    // A change elsewhere leaves the page; one in the province draws it again.
    await afterBusinessChange(db, ctx.app.cache, [b!.id]);
    expect((await firstPage(a!.province)).map((c) => c.id)).toEqual(before.map((c) => c.id));
    await afterBusinessChange(db, ctx.app.cache, [late!.id]);
    const drawn = await firstPage(a!.province);
    expect(drawn[0]!.id).toBe(late!.id);
    expect(drawn.find((c) => c.id === before[0]!.id)?.name).toBe(`${before[0]!.name} Renombrado`);

    await db.execute(sql`update businesses set visit_count = ${late!.visits},
        package_id = ${late!.plan} where id = ${late!.id}`);
    await db.execute(
      sql`update businesses set name = ${before[0]!.name} where id = ${before[0]!.id}`,
    );
    await afterBusinessChange(db, ctx.app.cache, [late!.id, before[0]!.id]);
  });

  it('keeps the active count in the database, served right after a change, never recounted', async () => {
    const { db } = ctx.database;
    const { cache } = ctx.app;
    // The unfiltered list's own count is the kept one too, cached until a business changes.
    const total = async () => {
      const { body } = await getJson<BusinessList>(ctx.app, '/api/businesses/filter?pageSize=1');
      expect(body.filtered).toBe(body.total);
      return body.total;
    };
    const [actual] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from businesses where is_active`,
    );
    expect(await total()).toBe(actual!.n);
    const [one] = await queryRows<{ id: number }>(
      db,
      sql`select id from businesses where is_active order by id limit 1`,
    );
    await db.update(businesses).set({ isActive: false }).where(eq(businesses.id, one!.id));
    await afterBusinessChange(db, cache, [one!.id]);
    expect(await total()).toBe(actual!.n - 1);
    // Unchanged activity (the visit order's batch updates) leaves the kept count alone.
    await db.update(businesses).set({ visitCount: sql`${businesses.visitCount}` });
    cache.clear();
    expect(await total()).toBe(actual!.n - 1);
    await db.update(businesses).set({ isActive: true }).where(eq(businesses.id, one!.id));
    await afterBusinessChange(db, cache, [one!.id]);
    expect(await total()).toBe(actual!.n);
  });
});
