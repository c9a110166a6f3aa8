// A category's places and their counts come from the rows the database keeps per category and
// place (category_place_totals), and stay equal to a recount over the businesses after writes.
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryPlaces } from '@drd/shared/api/category-places';
import { businesses, categories, categoryPlaceTotals, provinces } from '../../db/schema';
import { createTestContext, getJson, type TestContext } from '../../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;

/** Active businesses of a category per province slug, counted over every business. */
async function recount(categorySlug: string) {
  const rows = await db()
    .select({ province: provinces.slug, n: count() })
    .from(businesses)
    .innerJoin(categories, eq(categories.id, businesses.categoryId))
    .innerJoin(provinces, eq(provinces.id, businesses.provinceId))
    .where(and(eq(categories.slug, categorySlug), eq(businesses.isActive, true)))
    .groupBy(provinces.slug);
  return Object.fromEntries(rows.map((r) => [r.province, r.n]));
}

async function served(categorySlug: string) {
  ctx.app.cache.clear();
  const { status, body } = await getJson<CategoryPlaces>(
    ctx.app,
    `/api/category-places/by-category/${categorySlug}`,
  );
  expect(status).toBe(200);
  return body;
}

const byProvince = (body: CategoryPlaces) =>
  Object.fromEntries(body.provinces.map((p) => [p.slug, p.count]));

describe('category places', () => {
  it('match a recount, before and after a business leaves and comes back', async () => {
    const [business] = await db()
      .select({ id: businesses.id, category: categories.slug })
      .from(businesses)
      .innerJoin(categories, eq(categories.id, businesses.categoryId))
      .where(eq(businesses.isActive, true))
      .orderBy(businesses.id)
      .limit(1);
    if (!business) throw new Error('the demo data has active businesses');
    expect(byProvince(await served(business.category))).toEqual(await recount(business.category));
    const setActive = (isActive: boolean) =>
      db().update(businesses).set({ isActive }).where(eq(businesses.id, business.id));
    try {
      await setActive(false);
      expect(byProvince(await served(business.category))).toEqual(await recount(business.category));
    } finally {
      await setActive(true);
    }
    expect(byProvince(await served(business.category))).toEqual(await recount(business.category));
  });

  it('are read from the kept rows, not by grouping every business', async () => {
    const [row] = await db()
      .select({
        key: categoryPlaceTotals,
        category: categories.slug,
        province: provinces.slug,
      })
      .from(categoryPlaceTotals)
      .innerJoin(categories, eq(categories.id, categoryPlaceTotals.categoryId))
      .innerJoin(provinces, eq(provinces.id, categoryPlaceTotals.provinceId))
      .where(sql`${categoryPlaceTotals.active} > 0`)
      .limit(1);
    if (!row) throw new Error('the demo data has kept rows');
    const same = and(
      eq(categoryPlaceTotals.categoryId, row.key.categoryId),
      eq(categoryPlaceTotals.provinceId, row.key.provinceId),
      eq(categoryPlaceTotals.municipalityId, row.key.municipalityId),
      eq(categoryPlaceTotals.districtId, row.key.districtId),
    );
    const before = byProvince(await served(row.category))[row.province]!;
    try {
      await db()
        .update(categoryPlaceTotals)
        .set({ active: row.key.active + 1_000 })
        .where(same);
      expect(byProvince(await served(row.category))[row.province]).toBe(before + 1_000);
    } finally {
      await db().update(categoryPlaceTotals).set({ active: row.key.active }).where(same);
      ctx.app.cache.clear();
    }
  });
});
