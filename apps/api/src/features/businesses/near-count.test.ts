import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessList } from '@drd/shared/api/businesses';
import { NEAR_COUNT_BOUND } from '@drd/shared/pagination';
import { MAX_RADIUS_KM } from '@drd/shared/constants';
import { queryRows } from '../../db/raw';
import { radiusCondition, surelyWithinCondition } from './conditions';
import { createTestContext, getJson, type TestContext } from '../../test/context';

let ctx: TestContext;
// Pedernales, far from every demo business: what is near it is only what this file adds.
const here = { lat: 18.0384, lng: -71.744 };
const near = (radiusKm = 5) =>
  getJson<BusinessList>(
    ctx.app,
    `/api/businesses/filter?lat=${here.lat}&lng=${here.lng}&radiusKm=${radiusKm}`,
  );

async function addBusinessesHere(n: number, eastKm = 0) {
  // Copies of one demo business placed within ~400 m of the point, or of a point `eastKm` east.
  const lng = here.lng + eastKm / (111.32 * Math.cos((here.lat * Math.PI) / 180));
  await ctx.database.db.execute(sql`
    insert into businesses (package_id, name, category_id, province_id, municipality_id, address,
      is_active, activated_at, phone, opening_hours, lat, lng)
    select b.package_id, 'Cerca ' || g, b.category_id, b.province_id, b.municipality_id, b.address,
      true, now(), b.phone, b.opening_hours,
      ${here.lat} + (g % 40) / 10000.0, ${lng} + (g / 40) / ${eastKm ? 100000 : 10000}::float8
    from (select * from businesses where is_active order by id limit 1) b
    cross join generate_series(1, ${n}) g`);
}

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('near me counts', () => {
  it('are exact up to the bound, then a lower bound saying so', async () => {
    await addBusinessesHere(NEAR_COUNT_BOUND);
    const exact = await near();
    expect(exact.body.filtered).toBe(NEAR_COUNT_BOUND);
    expect(exact.body.filteredAtLeast).toBeUndefined();

    await addBusinessesHere(5);
    const bounded = await near();
    expect(bounded.status).toBe(200);
    expect(bounded.body.filtered).toBe(NEAR_COUNT_BOUND);
    expect(bounded.body.filteredAtLeast).toBe(true);
    // The page is still the nearest twelve, nearest first.
    const distances = bounded.body.businesses.map((b) => b.distanceKm!);
    expect(distances).toHaveLength(12);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('are not cached by position: a new business near the point is counted at once', async () => {
    const before = await near(0.1);
    await addBusinessesHere(1);
    const after = await near(0.1);
    expect(after.body.filtered).toBe(before.body.filtered + 1);
  });

  it('count the ring between the box wholly inside the radius and the radius itself', async () => {
    // 20 km east: 4.4-4.5 km from a point 4.5 km west of it, so outside the box the count reads
    // first (its half-side is 5 km / √3) and inside the 5 km radius; 5.6 km east of it, outside.
    const ringCenter = {
      lat: here.lat,
      lng: here.lng + 20 / (111.32 * Math.cos((here.lat * Math.PI) / 180)),
    };
    const from = `/api/businesses/filter?lat=${ringCenter.lat}&lng=${ringCenter.lng}&radiusKm=5`;
    await addBusinessesHere(NEAR_COUNT_BOUND - 1, 20 - 4.5);
    await addBusinessesHere(3, 20 + 5.6);
    const exact = await getJson<BusinessList>(ctx.app, from);
    expect(exact.body.filtered).toBe(NEAR_COUNT_BOUND - 1);
    expect(exact.body.filteredAtLeast).toBeUndefined();
    // The same within the copies' category (its own prepared statement and index), and within the
    // category and province (a statement built for the request): each must answer as near me
    // alone does.
    const [copied] = await queryRows<{ slug: string; provinceId: number }>(
      ctx.database.db,
      sql`select c.slug, b.province_id as "provinceId" from businesses b
        join categories c on c.id = b.category_id
        where b.is_active order by b.id limit 1`,
    );
    const inCategory = `${from}&categories=${copied!.slug}`;
    const inProvince = `${inCategory}&province=${copied!.provinceId}`;
    const ids = (list: BusinessList) => list.businesses.map((b) => b.id);
    for (const path of [inCategory, inProvince]) {
      const narrowed = await getJson<BusinessList>(ctx.app, path);
      expect(narrowed.body.filtered).toBe(NEAR_COUNT_BOUND - 1);
      expect(ids(narrowed.body)).toEqual(ids(exact.body));
    }
    await addBusinessesHere(2, 20 - 4.5);
    for (const path of [from, inCategory, inProvince]) {
      const bounded = await getJson<BusinessList>(ctx.app, path);
      expect(bounded.body.filtered).toBe(NEAR_COUNT_BOUND);
      expect(bounded.body.filteredAtLeast).toBe(true);
    }
  });

  it('read a box wholly inside the radius: every point in it is within the radius', async () => {
    // A grid over the box's span, named `businesses` so the condition reads it as it reads them.
    for (const [lat, lng] of [here, { lat: 19.4517, lng: -70.697 }].map((p) => [p.lat, p.lng])) {
      for (const km of [0.1, 1, 10, 100, MAX_RADIUS_KM]) {
        const [row] = await queryRows<{ inside: number; beyond: number }>(
          ctx.database.db,
          sql`select count(*)::int as inside, count(*) filter (where
              earth_distance(ll_to_earth(${lat}, ${lng}), ll_to_earth(lat, lng)) > ${km * 1000}::float8)::int as beyond
            from (select ${lat}::float8 + dy * ${km}::float8 / 111.0 / 100 as lat,
                ${lng}::float8 + dx * ${km}::float8 / 105.0 / 100 as lng
              from generate_series(-150, 150, 3) dy cross join generate_series(-150, 150, 3) dx) businesses
            where ${surelyWithinCondition(lat!, lng!, km)}`,
        );
        expect(row!.inside, `${km} km`).toBeGreaterThan(1000);
        expect(row!.beyond, `${km} km`).toBe(0);
      }
    }
  });

  it('measure the radius as earth_distance does, through its chord', async () => {
    // A grid reaching 20% past the radius: the condition and earth_distance agree on every point.
    for (const [lat, lng] of [here, { lat: 19.4517, lng: -70.697 }].map((p) => [p.lat, p.lng])) {
      for (const km of [0.1, 1, 10, 100, MAX_RADIUS_KM]) {
        const [row] = await queryRows<{ within: number; disagree: number; total: number }>(
          ctx.database.db,
          sql`select count(*) filter (where ${radiusCondition(lat!, lng!, km)})::int as within,
              count(*) filter (where (${radiusCondition(lat!, lng!, km)}) is distinct from
                (earth_distance(ll_to_earth(${lat}, ${lng}), ll_to_earth(lat, lng)) <= ${km * 1000}::float8))::int as disagree,
              count(*)::int as total
            from (select ${lat}::float8 + dy * ${km}::float8 / 111.0 / 100 as lat,
                ${lng}::float8 + dx * ${km}::float8 / 105.0 / 100 as lng
              from generate_series(-120, 120, 3) dy cross join generate_series(-120, 120, 3) dx) businesses`,
        );
        expect(row!.within, `${km} km`).toBeGreaterThan(1000);
        expect(row!.within, `${km} km`).toBeLessThan(row!.total);
        expect(row!.disagree, `${km} km`).toBe(0);
      }
    }
  });

  it('are answered on a page past the last, which has no row to carry them', async () => {
    const first = await near(0.1);
    const past = await getJson<BusinessList>(
      ctx.app,
      `/api/businesses/filter?lat=${here.lat}&lng=${here.lng}&radiusKm=0.1&page=500`,
    );
    expect(past.body.businesses).toEqual([]);
    expect(first.body.filtered).toBeGreaterThan(0);
    expect(past.body.filtered).toBe(first.body.filtered);
  });

  it('stay exact and unflagged for other filters', async () => {
    const { body } = await getJson<BusinessList>(ctx.app, '/api/businesses/filter');
    expect(body.filteredAtLeast).toBeUndefined();
    expect(body.filtered).toBeGreaterThan(NEAR_COUNT_BOUND);
  });
});
