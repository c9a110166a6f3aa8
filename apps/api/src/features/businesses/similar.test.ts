// 'Negocios similares': active businesses of the same category nearby, none for a business
// whose plan includes hideSimilar and whose switch is on; the switch alone does not hide it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessCard } from '@drd/shared/api/businesses';
import { PLAN_FEATURES } from '@drd/shared/plans';
import { businesses } from '../../db/schema';
import { createActors } from '../../test/actors';
import { createTestContext, type TestContext } from '../../test/context';

let ctx: TestContext;
let id: number;
let sameCategory: number[];
beforeAll(async () => {
  ctx = await createTestContext();
  const actors = await createActors(ctx.database.db, 'similares');
  id = actors.fixtures.ownedBusinessId;
  const db = ctx.database.db;
  const [own] = await db.select().from(businesses).where(eq(businesses.id, id));
  // Two neighbours of the same category and province, one inactive that never shows.
  const neighbours = await db
    .insert(businesses)
    .values(
      [true, true, false].map((isActive, i) => ({
        name: `Vecino similar ${i}`,
        categoryId: own!.categoryId,
        provinceId: own!.provinceId,
        municipalityId: own!.municipalityId,
        phone: '8095550000',
        openingHours: own!.openingHours,
        isActive,
      })),
    )
    .returning({ id: businesses.id, isActive: businesses.isActive });
  sameCategory = neighbours.filter((n) => n.isActive).map((n) => n.id);
});
afterAll(() => ctx.close());

const similar = async () => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/businesses/${id}/similar` });
  expect(response.statusCode).toBe(200);
  return response.json<BusinessCard[]>();
};
const set = (values: { packageId: number; hideCompetitorAds: boolean }) =>
  ctx.database.db.update(businesses).set(values).where(eq(businesses.id, id));

describe('similar businesses', () => {
  it('lists active businesses of the same category nearby, not itself', async () => {
    await set({ packageId: 1, hideCompetitorAds: false });
    const cards = await similar();
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(4);
    expect(cards.map((c) => c.id)).not.toContain(id);
    const own = await ctx.database.db.select().from(businesses).where(eq(businesses.id, id));
    for (const card of cards) expect(card.provinceId).toBe(own[0]!.provinceId);
    expect(sameCategory.some((n) => cards.some((c) => c.id === n))).toBe(true);
  });

  it('is empty with the switch on and the plan that includes it, back after a downgrade', async () => {
    const from = PLAN_FEATURES.hideSimilar.from;
    await set({ packageId: from, hideCompetitorAds: true });
    expect(await similar()).toEqual([]);
    await set({ packageId: from - 1, hideCompetitorAds: true });
    expect((await similar()).length).toBeGreaterThan(0);
    await set({ packageId: from, hideCompetitorAds: false });
    expect((await similar()).length).toBeGreaterThan(0);
  });

  it('answers 404 for a business that is not public', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/businesses/999999/similar' });
    expect(response.statusCode).toBe(404);
  });
});
