// GET /api/demo/showcase: the demo business's real public profile, statistics and seeded message,
// never another business's or a visitor's; 404 on a server without the demo data.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Insights } from '@drd/shared/api/analytics';
import {
  SHOWCASE_DAYS,
  SHOWCASE_UNAVAILABLE,
  type DemoShowcase,
} from '@drd/shared/api/demo-showcase';
import { businessLeads, businesses, demoShowcase } from '../../db/schema';
import { createActors, type Actors } from '../../test/actors';
import { createTestContext, getJson, type TestContext } from '../../test/context';

let ctx: TestContext;
let actors: Actors;
beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx.database.db, 'vitrina');
});
afterAll(() => ctx.close());

const showcase = (query = '') => getJson<DemoShowcase>(ctx.app, `/api/demo/showcase${query}`);

describe('GET /api/demo/showcase', () => {
  it('answers the demo business, its owner’s statistics and the seeded message', async () => {
    const { status, body } = await showcase();
    expect(status).toBe(200);
    expect(body.business.name).toBe('Hotel Victoriano Puerto Plata');
    expect(body.business.gallery.length).toBeGreaterThan(0);
    expect(body.business.reviews.length).toBeGreaterThan(0);
    // The seed's weeks of daily rows: the figures are the owner's, not samples.
    expect(body.insights.days).toBe(SHOWCASE_DAYS);
    expect(body.insights.totals.views).toBeGreaterThan(100);
    const cookies = await actors.cookies('admin', ctx.app.now());
    const owners = await ctx.app.inject({
      method: 'GET',
      url: `/api/businesses/${body.business.id}/insights?days=${SHOWCASE_DAYS}`,
      cookies: cookies!,
    });
    expect(owners.statusCode).toBe(200);
    expect(body.insights).toEqual(owners.json<Insights>());
    expect(body.lead).toEqual({
      kind: 'contact',
      name: 'Marisol Vargas',
      message: expect.stringContaining('habitación doble') as string,
      createdAt: expect.any(String) as string,
    });
  });

  it('never shows another business, nor a visitor’s message to the demo business', async () => {
    const db = ctx.database.db;
    const { body } = await showcase();
    const other = actors.fixtures.ownedBusinessId;
    expect(other).not.toBe(body.business.id);
    // A request cannot name the business: the query string changes nothing.
    expect((await showcase(`?businessId=${other}&id=${other}`)).body.business.id).toBe(
      body.business.id,
    );
    await db.insert(businessLeads).values({
      businessId: body.business.id,
      name: 'Visitante Real',
      phone: '809-555-0101',
      message: 'Un mensaje de verdad que solo el dueño debe leer',
      confirmedAt: new Date(),
    });
    const again = await showcase();
    expect(again.body.lead?.name).toBe('Marisol Vargas');
    expect(JSON.stringify(again.body)).not.toContain('Visitante Real');
    expect(JSON.stringify(again.body)).not.toContain('809-555-0101');
    expect(Object.keys(again.body.lead!).sort()).toEqual(['createdAt', 'kind', 'message', 'name']);
  });

  it('answers 404 in Spanish when the demo business is not published', async () => {
    const db = ctx.database.db;
    const { body } = await showcase();
    await db.update(businesses).set({ isActive: false }).where(eq(businesses.id, body.business.id));
    expect(await showcase()).toMatchObject({ status: 404, body: { error: SHOWCASE_UNAVAILABLE } });
    await db.update(businesses).set({ isActive: true }).where(eq(businesses.id, body.business.id));
    expect((await showcase()).status).toBe(200);
  });

  it('answers 404 in Spanish without the demo data', async () => {
    await ctx.database.db.delete(demoShowcase);
    expect(await showcase()).toMatchObject({ status: 404, body: { error: SHOWCASE_UNAVAILABLE } });
  });
});
