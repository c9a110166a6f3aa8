import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessCard, BusinessList } from '@drd/shared/api/businesses';
import type { MapPoints } from '@drd/shared/api/map';
import type { ApiError } from '@drd/shared/api/common';
import { businesses, provinces } from '../../db/schema';
import { createTestContext, getJson, type TestContext } from '../../test/context';

let ctx: TestContext;
let located: { id: number; lat: number | null; lng: number | null; isActive: boolean }[];

beforeAll(async () => {
  ctx = await createTestContext();
  located = await ctx.database.db
    .select({
      id: businesses.id,
      lat: businesses.lat,
      lng: businesses.lng,
      isActive: businesses.isActive,
    })
    .from(businesses);
});
afterAll(() => ctx.close());

const map = (query: string) => getJson<MapPoints>(ctx.app, `/api/businesses/map${query}`);
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

/** Every card the list endpoint answers for these filters (one page of 100 is enough here). */
async function listed(query: string): Promise<BusinessCard[]> {
  const { status, body } = await getJson<BusinessList>(
    ctx.app,
    `/api/businesses/filter?${query}${query ? '&' : ''}pageSize=100`,
  );
  expect(status).toBe(200);
  expect(body.filtered).toBeLessThanOrEqual(100);
  return body.businesses;
}

const SOSUA = { south: 19.7, west: -70.56, north: 19.8, east: -70.48 };
const SOSUA_BOX = `south=${SOSUA.south}&west=${SOSUA.west}&north=${SOSUA.north}&east=${SOSUA.east}`;
const insideSosua = (c: { lat: number; lng: number }) =>
  c.lat >= SOSUA.south && c.lat <= SOSUA.north && c.lng >= SOSUA.west && c.lng <= SOSUA.east;

describe('GET /api/businesses/map', () => {
  it('answers every active business with coordinates by default, as light points', async () => {
    const { status, body } = await map('');
    expect(status).toBe(200);
    const expected = located
      .filter((b) => b.isActive && b.lat !== null && b.lng !== null)
      .map((b) => b.id);
    expect(expected.length).toBeGreaterThan(10);
    expect(sorted(body.points.map((p) => p.id))).toEqual(sorted(expected));
    expect(body.filtered).toBe(expected.length);
    expect(body.truncated).toBe(false);
    const point = body.points[0]!;
    expect(Object.keys(point).sort()).toEqual(
      [
        'address',
        'category',
        'categorySlug',
        'coords',
        'id',
        'isHighlighted',
        'municipality',
        'name',
      ].sort(),
    );
    const row = located.find((b) => b.id === point.id)!;
    expect(point.coords).toEqual({ lat: row.lat, lng: row.lng });
  });

  it('never answers inactive businesses or ones without coordinates', async () => {
    const { body } = await map('');
    const ids = new Set(body.points.map((p) => p.id));
    for (const b of located) {
      if (!b.isActive || b.lat === null || b.lng === null) expect(ids.has(b.id)).toBe(false);
    }
  });

  it("orders a province's 'Destacado' businesses first", async () => {
    // The national map features nobody (decision 020); a province's map features its top plan.
    const [province] = await ctx.database.db
      .select({ id: provinces.id })
      .from(provinces)
      .where(eq(provinces.code, '18'));
    const { body } = await map(`?province=${province!.id}`);
    const flags = body.points.map((p) => p.isHighlighted);
    expect(flags).toContain(true);
    expect(flags.indexOf(false)).toBeGreaterThan(flags.lastIndexOf(true));
  });

  it('keeps to the bounding box around Sosúa', async () => {
    const { status, body } = await map(`?${SOSUA_BOX}`);
    expect(status).toBe(200);
    const expected = located
      .filter((b) => b.isActive && b.lat !== null && b.lng !== null)
      .filter((b) => insideSosua({ lat: b.lat!, lng: b.lng! }))
      .map((b) => b.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(sorted(body.points.map((p) => p.id))).toEqual(sorted(expected));
    for (const p of body.points) expect(insideSosua(p.coords)).toBe(true);
    expect(body.filtered).toBe(expected.length);
    const all = await map('');
    expect(body.points.length).toBeLessThan(all.body.points.length);
  });

  it('applies the list filters: categories, province, openNow, search', async () => {
    const [puertoPlata] = await ctx.database.db
      .select({ id: provinces.id })
      .from(provinces)
      .where(eq(provinces.slug, 'puerto-plata'));
    const { body: all } = await map('');
    const someCategory = all.points[0]!.categorySlug;
    const queries = [
      `categories=${someCategory}`,
      `province=${puertoPlata!.id}`,
      'openNow=true',
      'openToday=true',
      'search=farmacia',
      `province=${puertoPlata!.id}&openNow=true`,
    ];
    for (const query of queries) {
      const cards = await listed(query);
      const expected = cards.filter((c) => c.coords !== null).map((c) => c.id);
      expect(expected.length, query).toBeGreaterThan(0);
      const { status, body } = await map(`?${query}`);
      expect(status, query).toBe(200);
      expect(sorted(body.points.map((p) => p.id)), query).toEqual(sorted(expected));
      expect(body.filtered, query).toBe(expected.length);

      // The same filters inside the Sosúa box.
      const boxed = cards.filter((c) => c.coords !== null && insideSosua(c.coords));
      const { body: inBox } = await map(`?${query}&${SOSUA_BOX}`);
      expect(sorted(inBox.points.map((p) => p.id)), `${query} in Sosúa`).toEqual(
        sorted(boxed.map((c) => c.id)),
      );
    }
    const { body: category } = await map(`?categories=${someCategory}`);
    expect(category.points.every((p) => p.categorySlug === someCategory)).toBe(true);
  });

  it('answers 400 with details for an unknown province or municipality', async () => {
    const { status, body } = await getJson<ApiError>(
      ctx.app,
      '/api/businesses/map?province=99999&municipality=99999',
    );
    expect(status).toBe(400);
    expect(body.error).toBe('Ubicación no encontrada');
    expect(body.details?.province).toEqual(['Provincia no encontrada']);
    expect(body.details?.municipality).toEqual(['Municipio no encontrado']);
  });

  it('answers 400 with details for a bad bounding box', async () => {
    const cases: [string, string][] = [
      ['south=19.8&west=-70.56&north=19.7&east=-70.48', 'south'],
      ['south=19.7&west=-70.48&north=19.8&east=-70.56', 'west'],
      ['south=abc&west=-70.56&north=19.8&east=-70.48', 'south'],
      ['south=19.7&west=-70.56&north=19.8&east=x', 'east'],
      ['south=19.7&west=-70.56&north=95&east=-70.48', 'north'],
      ['south=19.7&north=19.8', 'south'],
    ];
    for (const [query, field] of cases) {
      const { status, body } = await getJson<ApiError>(ctx.app, `/api/businesses/map?${query}`);
      expect(status, query).toBe(400);
      expect(body.error, query).toBe('Datos inválidos');
      expect(body.details?.[field]?.length, `${query} → ${JSON.stringify(body)}`).toBeGreaterThan(
        0,
      );
    }
  });

  it('limits the points and says when the answer is truncated', async () => {
    const { body: all } = await map('');
    const { status, body } = await map('?limit=3');
    expect(status).toBe(200);
    expect(body.points).toHaveLength(3);
    expect(body.filtered).toBe(all.filtered);
    expect(body.truncated).toBe(true);
    // The first points of the full answer: 'Destacado' ones are never the ones cut off.
    expect(body.points.map((p) => p.id)).toEqual(all.points.slice(0, 3).map((p) => p.id));

    const exact = await map(`?limit=${all.filtered}`);
    expect(exact.body.truncated).toBe(false);
    expect(exact.body.points).toHaveLength(all.filtered);
  });

  it('refuses a limit out of range', async () => {
    for (const limit of ['0', '2001', 'muchos', '1.5']) {
      const { status, body } = await getJson<ApiError>(
        ctx.app,
        `/api/businesses/map?limit=${limit}`,
      );
      expect(status, limit).toBe(400);
      expect(body.details?.limit?.length, limit).toBeGreaterThan(0);
    }
  });

  it('drops a business that loses its coordinates', async () => {
    const { body } = await map('');
    const first = body.points[0]!;
    await ctx.database.db.update(businesses).set({ lat: null }).where(eq(businesses.id, first.id));
    // Counts are cached; the owner and admin write paths clear the cache as this does.
    ctx.app.cache.clear();
    const { body: after } = await map('');
    expect(after.points.map((p) => p.id)).not.toContain(first.id);
    expect(after.filtered).toBe(body.filtered - 1);
  });
});
