import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoriesResponse } from '@drd/shared/api/categories';
import { businesses, categories } from '../../db/schema';
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
});
