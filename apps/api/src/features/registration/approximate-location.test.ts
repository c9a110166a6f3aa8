// Issue #32: a business whose pin the owner never placed nor confirmed is 'Ubicación aproximada'
// (the municipality's seat); a pin placed in the wizard, or placed in the panel and approved, is not.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessDetail } from '@drd/shared/api/businesses';
import { businesses } from '../../db/schema';
import { createActors, type Actor, type Actors } from '../../test/actors';
import { createTestContext, FIXED_NOW, SAME_ORIGIN, type TestContext } from '../../test/context';
import { makeAccount, puertoPlata, registerBusinessAs } from '../../test/sign-up-fixtures';
import { submissionVersion } from '../../test/versions';
import { PROFILE_SAMPLE } from '../owner-content/access-entries';

let ctx: TestContext;
let actors: Actors;
let place: { province: number; municipality: number };
beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx.database.db, 'aproximada');
  place = await puertoPlata(ctx.database.db);
});
afterAll(() => ctx.close());

const approximate = async (id: number) => {
  const [row] = await ctx.database.db
    .select({ approximate: businesses.approximateLocation })
    .from(businesses)
    .where(eq(businesses.id, id));
  return row!.approximate;
};

async function call<T>(who: Actor, method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown) {
  const cookies = await actors.cookies(who, ctx.app.now());
  const response = await ctx.app.inject({
    method,
    url,
    headers: SAME_ORIGIN,
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    ...(cookies ? { cookies } : {}),
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<T>();
}

describe('Ubicación aproximada', () => {
  it('marks a registration whose pin was not confirmed, and not one whose pin was', async () => {
    const owner = await makeAccount(ctx.database.db, FIXED_NOW);
    const guessed = await registerBusinessAs(ctx.app, owner, place, {
      coords: { lat: 19.7934, lng: -70.6884 },
    });
    const placed = await registerBusinessAs(ctx.app, owner, place, {
      coords: { lat: 19.7991, lng: -70.6952 },
      pinConfirmed: true,
    });
    expect(await approximate(guessed)).toBe(true);
    expect(await approximate(placed)).toBe(false);
  });

  it('ends once a pin the owner placed in the panel is approved, and the profile says so until then', async () => {
    const businessId = actors.fixtures.ownedBusinessId;
    await ctx.database.db
      .update(businesses)
      .set({ approximateLocation: true })
      .where(eq(businesses.id, businessId));
    const detail = () =>
      call<BusinessDetail>('visitor', 'GET', `/api/businesses/detail/${businessId}`);
    expect((await detail()).approximateLocation).toBe(true);

    // Another fact changed, the pin untouched: still approximate after approval.
    const approve = async (body: Record<string, unknown>) => {
      const { submissionId } = await call<{ submissionId: number }>(
        'owner',
        'PUT',
        `/api/businesses/${businessId}/profile`,
        { ...PROFILE_SAMPLE, ...body },
      );
      await call('admin', 'POST', `/api/admin/submissions/${submissionId}/approve`, {
        version: await submissionVersion(ctx.database.db, submissionId),
      });
    };
    await approve({ tagline: 'Sin mover el punto' });
    expect(await approximate(businessId)).toBe(true);

    await approve({ coords: { lat: 19.7951, lng: -70.6911 }, pinConfirmed: true });
    expect(await approximate(businessId)).toBe(false);
    expect((await detail()).approximateLocation).toBe(false);
  });
});
