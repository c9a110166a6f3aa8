import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessList } from '@drd/shared/api/businesses';
import { businesses, categories, municipalities, provinces } from '../../db/schema';
import { createTestContext, getJson, type TestContext } from '../../test/context';

let ctx: TestContext;
let activeIds: number[];
let inactiveIds: number[];

beforeAll(async () => {
  ctx = await createTestContext();
  const all = await ctx.database.db
    .select({ id: businesses.id, isActive: businesses.isActive })
    .from(businesses);
  activeIds = all.filter((b) => b.isActive).map((b) => b.id);
  inactiveIds = all.filter((b) => !b.isActive).map((b) => b.id);
});
afterAll(() => ctx.close());

const list = (query: string) => getJson<BusinessList>(ctx.app, `/api/businesses/filter${query}`);

async function allPages(query: string) {
  const ids: number[] = [];
  for (let page = 1; page < 50; page++) {
    const { body } = await list(`${query}${query ? '&' : '?'}page=${page}&pageSize=12`);
    ids.push(...body.businesses.map((b) => b.id));
    if (body.businesses.length < 12) break;
  }
  return ids;
}

async function idOf<T extends { id: number }>(rows: Promise<T[]>) {
  const [row] = await rows;
  return row!.id;
}

describe('GET /api/businesses/filter without filters', () => {
  it('answers the first page of 12 active businesses with counts', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body.businesses).toHaveLength(12);
    expect(body).toMatchObject({
      filtered: activeIds.length,
      total: activeIds.length,
      page: 1,
      pageSize: 12,
    });
  });

  it('orders highlighted first, then plan tier, then visits, then name', async () => {
    const { body } = await list('?pageSize=100');
    const rows = body.businesses;
    for (let i = 1; i < rows.length; i++) {
      const a = rows[i - 1]!;
      const b = rows[i]!;
      const key = (x: typeof a) => [x.isHighlighted ? 1 : 0, x.packageId, x.visitCount];
      const [ah, ap, av] = key(a);
      const [bh, bp, bv] = key(b);
      const inOrder =
        ah! > bh! ||
        (ah === bh && (ap! > bp! || (ap === bp && (av! > bv! || (av === bv && a.name <= b.name)))));
      expect(inOrder, `${a.name} before ${b.name}`).toBe(true);
    }
  });

  it('walks every active business exactly once across pages, never an inactive one', async () => {
    const ids = await allPages('');
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual([...activeIds].sort((a, b) => a - b));
    for (const id of inactiveIds) expect(ids).not.toContain(id);
  });

  it('answers an empty page past the end with the counts intact', async () => {
    const { body } = await list('?page=500');
    expect(body.businesses).toEqual([]);
    expect(body.filtered).toBe(activeIds.length);
    expect(body.page).toBe(500);
  });

  it('gives cards the shape the card schema lists', async () => {
    const { body } = await list('?pageSize=1');
    const card = body.businesses[0]!;
    expect(card).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      category: expect.any(String),
      province: expect.any(String),
      municipality: expect.any(String),
      phone: expect.stringMatching(/^(809|829|849)/),
      packageId: expect.any(Number),
    });
    expect(card.rating).toBeGreaterThanOrEqual(0);
    expect(card.rating).toBeLessThanOrEqual(50);
    expect(card.openingHours).toHaveProperty('monday');
    expect(card.distanceKm).toBeUndefined();
  });
});

describe('GET /api/businesses/filter bad input', () => {
  it.each([
    ['?pageSize=100000', 'pageSize'],
    ['?pageSize=0', 'pageSize'],
    ['?page=0', 'page'],
    ['?page=dos', 'page'],
    ['?province=abc', 'province'],
    ['?municipality=-1', 'municipality'],
    ['?district=1e99', 'district'],
    ['?openNow=quizas', 'openNow'],
    ['?lat=19.8&lng=-70.7&radiusKm=-1', 'radiusKm'],
    ['?lat=19.8&lng=-70.7&radiusKm=abc', 'radiusKm'],
    ['?lat=95&lng=-70.7', 'lat'],
    ['?lat=19.8', 'lat'],
    ['?radiusKm=5', 'radiusKm'],
    [`?search=${'a'.repeat(101)}`, 'search'],
  ])('answers 400 with field details for %s', async (query, field) => {
    const { status, body } = await getJson<{ error: string; details: Record<string, string[]> }>(
      ctx.app,
      `/api/businesses/filter${query}`,
    );
    expect(status).toBe(400);
    expect(body.error).toBe('Datos inválidos');
    expect(Object.keys(body.details)).toContain(field);
  });

  it.each([
    ['?province=99999', 'province'],
    ['?municipality=99999', 'municipality'],
    ['?district=99999', 'district'],
    ['?districtMunicipality=99999', 'districtMunicipality'],
  ])('answers 400 to an unknown place id (%s)', async (query, field) => {
    const { status, body } = await getJson<{ error: string; details: Record<string, string[]> }>(
      ctx.app,
      `/api/businesses/filter${query}`,
    );
    expect(status).toBe(400);
    expect(body.error).toBe('Ubicación no encontrada');
    expect(Object.keys(body.details)).toEqual([field]);
  });

  it('never answers 500 to odd search text', async () => {
    for (const search of [
      "'; drop table businesses; --",
      'a & b | !c',
      '(((',
      ':*',
      '%%%',
      '🙂🙂🙂',
    ]) {
      const { status } = await list(`?search=${encodeURIComponent(search)}`);
      expect(status, search).toBe(200);
    }
  });
});

describe('GET /api/businesses/filter by place and category', () => {
  it('filters by province, municipality and district', async () => {
    const db = ctx.database.db;
    const puertoPlata = await idOf(
      db.select({ id: provinces.id }).from(provinces).where(eq(provinces.slug, 'puerto-plata')),
    );
    const sosua = await idOf(
      db
        .select({ id: municipalities.id })
        .from(municipalities)
        .where(eq(municipalities.code, '1807')),
    );
    const byProvince = await list(`?province=${puertoPlata}&pageSize=100`);
    expect(byProvince.body.filtered).toBeGreaterThan(activeIds.length / 2);
    expect(byProvince.body.businesses.every((b) => b.province === 'Puerto Plata')).toBe(true);

    const bySosua = await list(`?province=${puertoPlata}&municipality=${sosua}&pageSize=100`);
    expect(bySosua.body.filtered).toBeGreaterThan(0);
    expect(bySosua.body.businesses.every((b) => b.municipality === 'Sosúa')).toBe(true);

    const cabarete = bySosua.body.businesses.find((b) => b.districtMunicipality === 'Cabarete');
    expect(cabarete, 'a demo business in Cabarete').toBeDefined();
    const districtId = cabarete!.districtMunicipalityId!;
    for (const param of ['district', 'districtMunicipality']) {
      const { body } = await list(`?${param}=${districtId}&pageSize=100`);
      expect(body.filtered).toBeGreaterThan(0);
      expect(body.businesses.every((b) => b.districtMunicipality === 'Cabarete')).toBe(true);
    }
  });

  it('filters by category names or slugs, comma-joined', async () => {
    const byName = await list('?categories=Farmacias&pageSize=100');
    const bySlug = await list('?categories=farmacias&pageSize=100');
    expect(byName.body.filtered).toBeGreaterThanOrEqual(3);
    expect(byName.body.businesses.every((b) => b.category === 'Farmacias')).toBe(true);
    expect(bySlug.body.businesses.map((b) => b.id)).toEqual(
      byName.body.businesses.map((b) => b.id),
    );
    const restaurants = await list('?categories=restaurantes&pageSize=100');
    const both = await list('?categories=Farmacias,restaurantes&pageSize=100');
    expect(both.body.filtered).toBe(byName.body.filtered + restaurants.body.filtered);
    expect((await list('?categories=no-existe')).body.filtered).toBe(0);
  });

  it('filters by category module', async () => {
    const db = ctx.database.db;
    const health = await db
      .select({ name: categories.name })
      .from(categories)
      .where(eq(categories.moduleId, 2));
    const { body } = await list('?module=2&pageSize=100');
    expect(body.filtered).toBeGreaterThan(0);
    const names = new Set(health.map((c) => c.name));
    expect(body.businesses.every((b) => names.has(b.category))).toBe(true);
  });
});

describe('GET /api/businesses/filter by distance', () => {
  const sosua = { lat: 19.7523, lng: -70.5191 };

  it('keeps businesses inside the radius, nearest first, with distanceKm', async () => {
    const { body } = await list(`?lat=${sosua.lat}&lng=${sosua.lng}&radiusKm=10&pageSize=100`);
    expect(body.filtered).toBeGreaterThan(0);
    expect(body.filtered).toBeLessThan(activeIds.length);
    const distances = body.businesses.map((b) => b.distanceKm!);
    expect(distances.every((d) => d >= 0 && d <= 10)).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('shows the distance the database measured the radius with', async () => {
    const { body } = await list(`?lat=${sosua.lat}&lng=${sosua.lng}&radiusKm=10`);
    for (const card of body.businesses) {
      const [row] = await ctx.database.db
        .select({
          km: sql<number>`earth_distance(ll_to_earth(${sosua.lat}, ${sosua.lng}),
            ll_to_earth(${businesses.lat}, ${businesses.lng})) / 1000.0`.mapWith(Number),
        })
        .from(businesses)
        .where(eq(businesses.id, card.id));
      expect(card.distanceKm).toBeCloseTo(row!.km, 2);
    }
  });

  it('adds distanceKm without filtering when no radius is given', async () => {
    const { body } = await list(`?lat=${sosua.lat}&lng=${sosua.lng}`);
    expect(body.filtered).toBe(activeIds.length);
    expect(body.businesses.every((b) => typeof b.distanceKm === 'number')).toBe(true);
  });

  it('combines distance with a category and a province', async () => {
    const wide = await list(`?lat=${sosua.lat}&lng=${sosua.lng}&radiusKm=60&pageSize=100`);
    const provinceId = wide.body.businesses[0]!.provinceId;
    const category = wide.body.businesses[0]!.category;
    const { body } = await list(
      `?lat=${sosua.lat}&lng=${sosua.lng}&radiusKm=60&province=${provinceId}&categories=${encodeURIComponent(category)}&pageSize=100`,
    );
    expect(body.filtered).toBeGreaterThan(0);
    expect(
      body.businesses.every(
        (b) => b.provinceId === provinceId && b.category === category && b.distanceKm! <= 60,
      ),
    ).toBe(true);
  });
});
