import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessDetail, BusinessList } from '@drd/shared/api/businesses';
import { businessGalleryImages, businesses, users } from '../../db/schema';
import { createTestContext, getJson, type TestContext } from '../../test/context';
import { afterBusinessChange } from './after-change';

let ctx: TestContext;
let id: number;
beforeAll(async () => {
  ctx = await createTestContext();
  const [row] = await ctx.database.db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.isActive, true))
    .limit(1);
  id = row!.id;
  await ctx.database.db
    .delete(businessGalleryImages)
    .where(eq(businessGalleryImages.businessId, id));
});
afterAll(() => ctx.close());

// Each write as an approval makes it: then what it must refresh (after-change.ts).
async function set(values: Partial<typeof businesses.$inferInsert>) {
  await ctx.database.db.update(businesses).set(values).where(eq(businesses.id, id));
  await afterBusinessChange(ctx.database.db, ctx.app.cache, [id]);
}
async function photo(imageUrl: string, displayOrder: number, status = 'approved') {
  await ctx.database.db
    .insert(businessGalleryImages)
    .values({ businessId: id, imageUrl, displayOrder, status });
  await afterBusinessChange(ctx.database.db, ctx.app.cache, [id]);
}

async function cardImage() {
  const detail = await getJson<BusinessDetail>(ctx.app, `/api/businesses/detail/${id}`);
  const { body } = await getJson<BusinessList>(
    ctx.app,
    `/api/businesses?pageSize=100&search=${encodeURIComponent(detail.body.name)}`,
  );
  const inList = body.businesses.find((b) => b.id === id);
  expect(inList?.cardImageUrl).toBe(detail.body.cardImageUrl);
  return detail.body.cardImageUrl;
}

describe('the image a card shows', () => {
  it('is the cover, else the logo, else the first approved photo, else none', async () => {
    await set({ imageUrl: null, logoUrl: null });
    expect(await cardImage()).toBeNull();

    await photo('/media/pendiente.webp', 0, 'pending');
    await photo('/media/segunda.webp', 2);
    await photo('/media/primera.webp', 1);
    expect(await cardImage()).toBe('/media/primera.webp');

    await set({ logoUrl: '/media/logo.webp' });
    expect(await cardImage()).toBe('/media/logo.webp');

    await set({ imageUrl: '/media/portada.webp' });
    expect(await cardImage()).toBe('/media/portada.webp');
  });
});

describe("the profile's owner flag", () => {
  it("says whether someone owns the listing ('¿Es tu negocio?' only where nobody does)", async () => {
    const hasOwner = async () =>
      (await getJson<BusinessDetail>(ctx.app, `/api/businesses/detail/${id}`)).body.hasOwner;
    await set({ userId: null });
    expect(await hasOwner()).toBe(false);
    const [someone] = await ctx.database.db.select({ id: users.id }).from(users).limit(1);
    await set({ userId: someone!.id });
    expect(await hasOwner()).toBe(true);
  });
});
