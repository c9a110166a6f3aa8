// What the generated suite (content.test.ts) does not say about offers and products: an offer is
// public only between its Dominican days, with no job to hide it, and so is the 'Ofertas' filter;
// a product takes the table's defaults, hides while inactive, and feeds the search.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessDetail, BusinessList } from '@drd/shared/api/businesses';
import type { OwnerItem, WriteAnswer } from '@drd/shared/api/content/items';
import { businesses } from '../../db/schema';
import { createActors, type Actor, type Actors } from '../../test/actors';
import { createTestContext, FIXED_NOW, SAME_ORIGIN, type TestContext } from '../../test/context';
import { withVersion } from '../../test/versions';

let ctx: TestContext;
let actors: Actors;
let businessId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx.database.db, 'ofertas');
  businessId = actors.fixtures.ownedBusinessId;
  await ctx.database.db
    .update(businesses)
    .set({ packageId: 3 })
    .where(eq(businesses.id, businessId));
});
afterEach(() => ctx.setNow(FIXED_NOW));
afterAll(() => ctx.close());

async function call<T = WriteAnswer>(actor: Actor, method: string, url: string, body?: unknown) {
  const cookies = await actors.cookies(actor, ctx.app.now());
  const response = await ctx.app.inject({
    method: method as 'GET',
    url,
    headers: SAME_ORIGIN,
    ...(method !== 'GET'
      ? { payload: JSON.stringify(await withVersion(ctx.database.db, url, body ?? {})) }
      : {}),
    ...(cookies ? { cookies } : {}),
  });
  return { status: response.statusCode, body: response.json<T>() };
}

async function published(type: string, body: Record<string, unknown>): Promise<number> {
  const made = await call('owner', 'POST', `/api/businesses/${businessId}/${type}`, body);
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const approved = await call(
    'admin',
    'POST',
    `/api/admin/submissions/${made.body.submissionId}/approve`,
  );
  expect(approved.status).toBe(200);
  return made.body.id;
}
const detail = async () =>
  (await call<BusinessDetail>('visitor', 'GET', `/api/businesses/detail/${businessId}`)).body;
const withOffers = async () =>
  (
    await call<BusinessList>('visitor', 'GET', '/api/businesses/filter?offers=true&pageSize=100')
  ).body.businesses.map((b) => b.id);

describe('offers', () => {
  it('shows an offer through its last Dominican day, then nowhere, with no job', async () => {
    // FIXED_NOW is 18 November 2026, 10:00 in Santo Domingo.
    const id = await published('offers', {
      title: 'Semana del café',
      discountPercent: 15,
      code: 'cafe-15',
      validFrom: '2026-11-10',
      validUntil: '2026-11-18',
    });
    expect((await detail()).offers).toContainEqual(
      expect.objectContaining({
        id,
        code: 'CAFE-15',
        validUntil: '2026-11-18',
        discountPercent: 15,
      }),
    );
    expect(await withOffers()).toContain(businessId);

    ctx.setNow(new Date('2026-11-19T03:30:00.000Z')); // 23:30 of the 18th in Santo Domingo
    expect((await detail()).offers.map((o) => o.id)).toContain(id);
    ctx.setNow(new Date('2026-11-19T04:30:00.000Z')); // 00:30 of the 19th
    expect((await detail()).offers.map((o) => o.id)).not.toContain(id);
    expect(await withOffers()).not.toContain(businessId);
    // The owner still sees it in the panel.
    const mine = await call<OwnerItem[]>('owner', 'GET', `/api/businesses/${businessId}/offers`);
    expect(mine.body.map((o) => o.id)).toContain(id);
  });

  it('keeps an offer that starts later hidden until its first day', async () => {
    const id = await published('offers', {
      title: 'Fin de año',
      discountAmount: 200,
      validFrom: '2026-12-26',
      validUntil: '2026-12-31',
    });
    expect((await detail()).offers.map((o) => o.id)).not.toContain(id);
    ctx.setNow(new Date('2026-12-26T12:00:00.000Z'));
    expect((await detail()).offers).toContainEqual(
      expect.objectContaining({ id, discountAmount: 200, discountPercent: null }),
    );
  });

  it('refuses a day that does not exist and an end before the start, in Spanish', async () => {
    const url = `/api/businesses/${businessId}/offers`;
    const bad = await call<{ details: Record<string, string[]> }>('owner', 'POST', url, {
      title: 'Oferta',
      validUntil: '2026-02-30',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details.validUntil).toContain('La fecha final es obligatoria');
    const reversed = await call<{ details: Record<string, string[]> }>('owner', 'POST', url, {
      title: 'Oferta',
      validFrom: '2026-12-10',
      validUntil: '2026-12-01',
    });
    expect(reversed.body.details.validUntil).toContain(
      'La fecha final debe ser igual o posterior a la de inicio',
    );
  });
});

describe('products', () => {
  it('takes the table defaults, hides an inactive product and feeds the search', async () => {
    const id = await published('products', { name: 'Habichuelas con dulce', price: '175.5' });
    const product = (await detail()).products.find((p) => p.id === id);
    expect(product).toMatchObject({ currency: 'DOP', price: 175.5, imageUrl: null });
    const found = await call<BusinessList>(
      'visitor',
      'GET',
      '/api/businesses/filter?search=habichuelas%20con%20dulce',
    );
    expect(found.body.businesses.map((b) => b.id)).toContain(businessId);

    const edit = await call('owner', 'PUT', `/api/businesses/${businessId}/products/${id}`, {
      name: 'Habichuelas con dulce',
      isActive: 'false',
    });
    expect(edit.status).toBe(200);
    await call('admin', 'POST', `/api/admin/submissions/${edit.body.submissionId}/approve`);
    expect((await detail()).products.map((p) => p.id)).not.toContain(id);
  });
});
