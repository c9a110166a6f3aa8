// Generated from the plan table and the registry: every content type is refused (403, the
// Spanish message naming the plan) one plan below the one that opens it and accepted at it; a
// downgrade hides published content from the public without deleting it, an upgrade shows it again.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessDetail } from '@drd/shared/api/businesses';
import type { OwnerItem, WriteAnswer } from '@drd/shared/api/content/items';
import { CONTENT_TYPES, CONTENT_TYPE_KEYS } from '@drd/shared/api/content/registry';
import { PACKAGE_PHOTO_LIMITS, type PackageId } from '@drd/shared/constants';
import { PLAN_FEATURES, planRequiredMessage } from '@drd/shared/plans';
import { businessGalleryImages, businesses } from '../../db/schema';
import { createActors, type Actor, type Actors } from '../../test/actors';
import { createTestContext, SAME_ORIGIN, type TestContext } from '../../test/context';
import { withVersion } from '../../test/versions';
import { CONTENT_SAMPLES, ownerUpload } from './samples';

let ctx: TestContext;
let actors: Actors;
let businessId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx.database.db, 'planes');
  businessId = actors.fixtures.ownedBusinessId;
});
afterAll(() => ctx.close());

type Answer = WriteAnswer & { error?: string };
async function call<T = Answer>(actor: Actor, method: string, url: string, body?: unknown) {
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
const setPlan = (packageId: number) =>
  ctx.database.db.update(businesses).set({ packageId }).where(eq(businesses.id, businessId));
const detail = async () =>
  (await call<BusinessDetail>('visitor', 'GET', `/api/businesses/detail/${businessId}`)).body;

const GATED = CONTENT_TYPE_KEYS.flatMap((type) => {
  const plan = CONTENT_TYPES[type].plan;
  return plan === 'photos' ? [] : [{ type, feature: plan, from: PLAN_FEATURES[plan].from }];
});

describe.each(GATED)('$type (from plan $from)', ({ type, feature, from }) => {
  const base = `/api/businesses/:id/${type}`;
  const url = () => base.replace(':id', String(businessId));
  const body = async () => ({
    ...CONTENT_SAMPLES[type].create,
    ...(await CONTENT_SAMPLES[type].prepare?.(ctx.database.db, businessId)),
  });

  it('is refused below its plan and accepted at it, on create and on edit', async () => {
    await setPlan(from);
    const made = await call('owner', 'POST', url(), await body());
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    if (from === 1) return; // No plan below the first: every business has one.
    await setPlan(from - 1);
    const refused = await call('owner', 'POST', url(), await body());
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: planRequiredMessage(feature) });
    const edit = await call('owner', 'PUT', `${url()}/${made.body.id}`, CONTENT_SAMPLES[type].edit);
    expect(edit.status).toBe(403);
    expect(edit.body).toEqual({ error: planRequiredMessage(feature) });
  });
});

const approve = async (submissionId: number) =>
  expect(
    (await call('admin', 'POST', `/api/admin/submissions/${submissionId}/approve`)).status,
  ).toBe(200);

describe('past the plan', () => {
  it('hides a downgraded business videos from the public, keeps them, and shows them again', async () => {
    await setPlan(PLAN_FEATURES.videos.from);
    const made = await call('owner', 'POST', `/api/businesses/${businessId}/videos`, {
      youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      title: 'Nuestro local',
    });
    expect(made.status).toBe(201);
    await approve(made.body.submissionId!);
    expect((await detail()).videos.map((v) => v.id)).toContain(made.body.id);

    await setPlan(PLAN_FEATURES.videos.from - 1);
    expect((await detail()).videos.map((v) => v.id)).not.toContain(made.body.id);
    const mine = await call<OwnerItem[]>('owner', 'GET', `/api/businesses/${businessId}/videos`);
    expect(mine.body.find((v) => v.id === made.body.id)).toMatchObject({
      status: 'approved',
      hiddenByPlan: true,
    });

    await setPlan(PLAN_FEATURES.videos.from);
    expect((await detail()).videos.map((v) => v.id)).toContain(made.body.id);
  });

  it('shows as many photos as the plan allows, the first in the owner order', async () => {
    const db = ctx.database.db;
    await db.delete(businessGalleryImages).where(eq(businessGalleryImages.businessId, businessId));
    const small = PACKAGE_PHOTO_LIMITS[1];
    const rows = await Promise.all(
      Array.from({ length: small + 2 }, async (_, i) => ({
        businessId,
        imageUrl: await ownerUpload(db, businessId),
        status: 'approved' as const,
        displayOrder: i,
      })),
    );
    await db.insert(businessGalleryImages).values(rows);
    await setPlan(1);
    expect((await detail()).gallery).toHaveLength(small);
    await setPlan(2);
    expect((await detail()).gallery).toHaveLength(small + 2);
  });

  it('marks in the owner list the approved photos the plan hides, and only those', async () => {
    const db = ctx.database.db;
    await db.delete(businessGalleryImages).where(eq(businessGalleryImages.businessId, businessId));
    const small = PACKAGE_PHOTO_LIMITS[1];
    // The owner's order puts a waiting photo first: it takes no public place.
    const rows = await Promise.all(
      Array.from({ length: small + 3 }, async (_, i) => ({
        businessId,
        imageUrl: await ownerUpload(db, businessId),
        status: i === 0 ? ('pending' as const) : ('approved' as const),
        displayOrder: i,
      })),
    );
    const inserted = await db
      .insert(businessGalleryImages)
      .values(rows)
      .returning({ id: businessGalleryImages.id });
    const url = `/api/businesses/${businessId}/gallery`;
    const hidden = async () =>
      (await call<OwnerItem[]>('owner', 'GET', url)).body
        .filter((item) => item.hiddenByPlan)
        .map((item) => item.id);
    await setPlan(1);
    const shown = (await detail()).gallery.map((g) => g.id);
    expect(shown).toEqual(inserted.slice(1, small + 1).map((r) => r.id));
    expect(await hidden()).toEqual(inserted.slice(small + 1).map((r) => r.id));
    await setPlan(2);
    expect(await hidden()).toEqual([]);
  });

  it('refuses a photo past each plan limit', async () => {
    for (const id of [1, 2] as PackageId[]) {
      const db = ctx.database.db;
      await setPlan(id);
      await db
        .delete(businessGalleryImages)
        .where(eq(businessGalleryImages.businessId, businessId));
      const rows = await Promise.all(
        Array.from({ length: PACKAGE_PHOTO_LIMITS[id] }, async (_, i) => ({
          businessId,
          imageUrl: await ownerUpload(db, businessId),
          displayOrder: i,
        })),
      );
      await db.insert(businessGalleryImages).values(rows);
      const url = `/api/businesses/${businessId}/gallery`;
      const over = await call('owner', 'POST', url, {
        imageUrl: await ownerUpload(db, businessId),
      });
      expect(over.status).toBe(409);
      await setPlan(id + 1);
      const fits = await call('owner', 'POST', url, {
        imageUrl: await ownerUpload(db, businessId),
      });
      expect(fits.status).toBe(201);
    }
  });
});
