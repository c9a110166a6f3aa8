import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessCard, BusinessDetail, BusinessList } from '@drd/shared/api/businesses';
import { businessGalleryImages, businesses, businessFaqs, reviews } from '../../db/schema';
import { createTestContext, getJson, type TestContext } from '../../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /api/businesses/detail/:id', () => {
  it('answers the whole profile with approved content only', async () => {
    const db = ctx.database.db;
    // A business that has both approved and pending gallery images.
    const pending = await db
      .select({ businessId: businessGalleryImages.businessId, id: businessGalleryImages.id })
      .from(businessGalleryImages)
      .where(eq(businessGalleryImages.status, 'pending'));
    expect(pending.length).toBeGreaterThan(0);
    const id = pending[0]!.businessId;
    const { status, body } = await getJson<BusinessDetail>(ctx.app, `/api/businesses/detail/${id}`);
    expect(status).toBe(200);
    expect(body.id).toBe(id);
    const approvedGallery = await db
      .select({ id: businessGalleryImages.id })
      .from(businessGalleryImages)
      .where(
        and(eq(businessGalleryImages.businessId, id), eq(businessGalleryImages.status, 'approved')),
      );
    expect(body.gallery.map((g) => g.id).sort()).toEqual(approvedGallery.map((g) => g.id).sort());
    for (const p of pending.filter((x) => x.businessId === id)) {
      expect(body.gallery.map((g) => g.id)).not.toContain(p.id);
    }
    expect(body.features).toBeTypeOf('object');
    expect(body.openingHours).toHaveProperty('sunday');
  });

  it('shows no unapproved reviews or FAQs anywhere', async () => {
    const db = ctx.database.db;
    const hidden = await db
      .select({ businessId: reviews.businessId, id: reviews.id })
      .from(reviews)
      .where(eq(reviews.isApproved, false));
    const hiddenFaqs = await db
      .select({ businessId: businessFaqs.businessId, id: businessFaqs.id })
      .from(businessFaqs)
      .where(ne(businessFaqs.status, 'approved'));
    expect(hidden.length + hiddenFaqs.length).toBeGreaterThan(0);
    for (const row of hidden) {
      const { body } = await getJson<BusinessDetail>(
        ctx.app,
        `/api/businesses/detail/${row.businessId}`,
      );
      expect(body.reviews.map((r) => r.id)).not.toContain(row.id);
    }
    for (const row of hiddenFaqs) {
      const { body } = await getJson<BusinessDetail>(
        ctx.app,
        `/api/businesses/detail/${row.businessId}`,
      );
      expect(body.faqs.map((f) => f.id)).not.toContain(row.id);
    }
  });

  it('has rich demo profiles: menu with prices, events, videos, FAQs, reviews', async () => {
    const { body: page } = await getJson<BusinessList>(
      ctx.app,
      '/api/businesses/filter?pageSize=100',
    );
    const details = await Promise.all(
      page.businesses.map(
        async (b) =>
          (await getJson<BusinessDetail>(ctx.app, `/api/businesses/detail/${b.id}`)).body,
      ),
    );
    const rich = details.filter((d) => d.gallery.length > 0);
    expect(rich.length).toBeGreaterThanOrEqual(10);
    expect(details.some((d) => d.menu.some((m) => m.price !== null && m.price > 0))).toBe(true);
    expect(details.some((d) => d.events.length > 0)).toBe(true);
    expect(details.some((d) => d.videos.length > 0)).toBe(true);
    expect(details.some((d) => d.faqs.length > 0)).toBe(true);
    expect(details.some((d) => d.reviews.length > 0 && d.rating > 0)).toBe(true);
    expect(details.some((d) => d.socialLinks.length > 0)).toBe(true);
  });

  it('answers 404 for an unknown or inactive business and 400 for a bad id', async () => {
    const [inactive] = await ctx.database.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.isActive, false));
    expect((await getJson(ctx.app, '/api/businesses/detail/999999')).status).toBe(404);
    expect((await getJson(ctx.app, `/api/businesses/detail/${inactive!.id}`)).status).toBe(404);
    const bad = await getJson<{ error: string; details: Record<string, string[]> }>(
      ctx.app,
      '/api/businesses/detail/abc',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.details.id).toBeDefined();
  });
});

describe('GET /api/businesses and /api/businesses/recent', () => {
  it('pages the whole directory like the filter endpoint', async () => {
    const plain = await getJson<BusinessList>(ctx.app, '/api/businesses?page=2');
    const filter = await getJson<BusinessList>(ctx.app, '/api/businesses/filter?page=2');
    expect(plain.status).toBe(200);
    expect(plain.body).toEqual(filter.body);
    expect((await getJson(ctx.app, '/api/businesses?pageSize=100000')).status).toBe(400);
  });

  it('lists the 8 most recently published businesses by default', async () => {
    const { status, body } = await getJson<BusinessCard[]>(ctx.app, '/api/businesses/recent');
    expect(status).toBe(200);
    expect(body).toHaveLength(8);
    const activated = await ctx.database.db
      .select({ id: businesses.id, activatedAt: businesses.activatedAt })
      .from(businesses)
      .where(eq(businesses.isActive, true));
    const expected = activated
      .sort(
        (a, b) => (b.activatedAt?.getTime() ?? 0) - (a.activatedAt?.getTime() ?? 0) || b.id - a.id,
      )
      .slice(0, 8)
      .map((b) => b.id);
    expect(body.map((b) => b.id)).toEqual(expected);
    expect(
      (await getJson<BusinessCard[]>(ctx.app, '/api/businesses/recent?limit=3')).body,
    ).toHaveLength(3);
    expect((await getJson(ctx.app, '/api/businesses/recent?limit=0')).status).toBe(400);
    expect((await getJson(ctx.app, '/api/businesses/recent?limit=1000')).status).toBe(400);
  });
});
