import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessList } from '@drd/shared/api/businesses';
import { NEAR_COUNT_BOUND } from '@drd/shared/pagination';
import { createTestContext, getJson, type TestContext } from '../../test/context';

let ctx: TestContext;
// Pedernales, far from every demo business: what is near it is only what this file adds.
const here = { lat: 18.0384, lng: -71.744 };
const near = (radiusKm = 5) =>
  getJson<BusinessList>(
    ctx.app,
    `/api/businesses/filter?lat=${here.lat}&lng=${here.lng}&radiusKm=${radiusKm}`,
  );

async function addBusinessesHere(n: number) {
  // Copies of one demo business placed within ~400 m of the point.
  await ctx.database.db.execute(sql`
    insert into businesses (package_id, name, category_id, province_id, municipality_id, address,
      is_active, activated_at, phone, opening_hours, lat, lng)
    select b.package_id, 'Cerca ' || g, b.category_id, b.province_id, b.municipality_id, b.address,
      true, now(), b.phone, b.opening_hours,
      ${here.lat} + (g % 40) / 10000.0, ${here.lng} + (g / 40) / 10000.0
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

  it('stay exact and unflagged for other filters', async () => {
    const { body } = await getJson<BusinessList>(ctx.app, '/api/businesses/filter');
    expect(body.filteredAtLeast).toBeUndefined();
    expect(body.filtered).toBeGreaterThan(NEAR_COUNT_BOUND);
  });
});
