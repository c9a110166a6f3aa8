import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoriesResponse } from '@drd/shared/api/categories';
import { businesses, categories, categoryTotals } from '../../db/schema';
import { createTestContext, getJson, type TestContext } from '../../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const spanish = new Intl.Collator('es', { sensitivity: 'base' });

async function categoryNames(active: boolean) {
  const rows = await ctx.database.db
    .selectDistinct({ name: categories.name, isActive: businesses.isActive })
    .from(categories)
    .innerJoin(businesses, eq(businesses.categoryId, categories.id));
  return [...new Set(rows.filter((r) => !active || r.isActive).map((r) => r.name))].sort(
    spanish.compare,
  );
}

describe('categories', () => {
  it('GET /used lists the categories businesses use, sorted in Spanish', async () => {
    const { status, body } = await getJson<string[]>(ctx.app, '/api/categories/used');
    expect(status).toBe(200);
    expect(body).toEqual(await categoryNames(false));
    expect(body.length).toBeGreaterThanOrEqual(30);
  });

  it('GET /active lists only categories with an active business', async () => {
    const { body } = await getJson<string[]>(ctx.app, '/api/categories/active');
    expect(body).toEqual(await categoryNames(true));
  });

  it('GET / gives the 8 modules, their 62 categories and active counts', async () => {
    const { status, body } = await getJson<CategoriesResponse>(ctx.app, '/api/categories');
    expect(status).toBe(200);
    expect(body.modules.map((m) => m.name)).toEqual([
      'Turismo y Hospitalidad',
      'Salud y Bienestar',
      'Servicios Profesionales',
      'Comercio y Retail',
      'Servicios Técnicos',
      'Transporte y Automotriz',
      'Educación y Servicios',
      'Especialidades',
    ]);
    const all = body.modules.flatMap((m) => m.categories);
    expect(all).toHaveLength(62);
    const active = await ctx.database.db
      .select({ categoryId: businesses.categoryId })
      .from(businesses)
      .where(eq(businesses.isActive, true));
    expect(all.reduce((sum, c) => sum + c.activeCount, 0)).toBe(active.length);
    for (const m of body.modules) {
      expect(m.activeCategoryCount).toBe(m.categories.filter((c) => c.activeCount > 0).length);
    }
    const pharmacies = all.find((c) => c.slug === 'farmacias');
    expect(pharmacies).toMatchObject({ name: 'Farmacias', moduleId: 2 });
  });

  it('reads a category nobody lists as used while its only business awaits activation', async () => {
    const db = ctx.database.db;
    const [unused] = await db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(sql`not exists (select 1 from ${businesses} b where b.category_id = ${categories.id})`)
      .limit(1);
    const [business] = await db
      .select({ id: businesses.id, categoryId: businesses.categoryId })
      .from(businesses)
      .where(eq(businesses.isActive, false))
      .limit(1);
    if (!unused || !business)
      throw new Error('the demo data has an unused category and a pending business');
    const names = async (which: 'used' | 'active') =>
      (await getJson<string[]>(ctx.app, `/api/categories/${which}`)).body;
    try {
      expect(await names('used')).not.toContain(unused.name);
      await db
        .update(businesses)
        .set({ categoryId: unused.id })
        .where(eq(businesses.id, business.id));
      ctx.app.cache.clear();
      expect(await names('used')).toContain(unused.name);
      expect(await names('active')).not.toContain(unused.name);
      await db.update(businesses).set({ isActive: true }).where(eq(businesses.id, business.id));
      ctx.app.cache.clear();
      expect(await names('active')).toContain(unused.name);
      expect(await names('active')).toEqual(await categoryNames(true));
    } finally {
      await db
        .update(businesses)
        .set({ categoryId: business.categoryId, isActive: false })
        .where(eq(businesses.id, business.id));
      ctx.app.cache.clear();
    }
  });

  it('counts from the kept totals, not by grouping every business', async () => {
    // A kept row set by hand shows through: the figures come from category_totals.
    const db = ctx.database.db;
    const [row] = await db
      .select()
      .from(categoryTotals)
      .where(sql`${categoryTotals.active} > 0`)
      .limit(1);
    if (!row) throw new Error('the demo data has active businesses');
    try {
      await db
        .update(categoryTotals)
        .set({ active: 9_999 })
        .where(eq(categoryTotals.categoryId, row.categoryId));
      ctx.app.cache.clear();
      const { body } = await getJson<CategoriesResponse>(ctx.app, '/api/categories');
      const counted = body.modules
        .flatMap((m) => m.categories)
        .find((c) => c.id === row.categoryId);
      expect(counted?.activeCount).toBe(9_999);
    } finally {
      await db
        .update(categoryTotals)
        .set({ active: row.active })
        .where(eq(categoryTotals.categoryId, row.categoryId));
      ctx.app.cache.clear();
    }
  });
});
