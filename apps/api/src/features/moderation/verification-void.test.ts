// The queue says when approving a change voids a verification: a new name or category of a
// business with a pending or granted verification ('Aprobar este cambio retira la verificación');
// a new phone, or a business without one, does not.
import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PendingSubmission } from '@drd/shared/api/content/moderation';
import { businessVerifications, businesses, categories, users } from '../../db/schema';
import { createActors, type Actor, type Actors } from '../../test/actors';
import { createTestContext, SAME_ORIGIN, type TestContext } from '../../test/context';
import { PROFILE_SAMPLE } from '../owner-content/access-entries';

let ctx: TestContext;
let actors: Actors;
let businessId: number;
let current: { name: string; categoryId: number };
let otherCategory: number;
beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx.database.db, 'anula');
  businessId = actors.fixtures.ownedBusinessId;
  const [row] = await ctx.database.db
    .select({ name: businesses.name, categoryId: businesses.categoryId })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  current = { name: row!.name, categoryId: row!.categoryId };
  const [category] = await ctx.database.db
    .select({ id: categories.id })
    .from(categories)
    .where(ne(categories.id, current.categoryId))
    .limit(1);
  otherCategory = category!.id;
});
afterAll(() => ctx.close());

async function call<T>(who: Actor, method: 'GET' | 'PUT', url: string, body?: unknown) {
  const cookies = await actors.cookies(who, ctx.app.now());
  const response = await ctx.app.inject({
    method,
    url,
    headers: SAME_ORIGIN,
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    ...(cookies ? { cookies } : {}),
  });
  return { status: response.statusCode, body: response.json<T>() };
}
/** The owner's waiting profile change (one per business: a new save replaces it). */
async function change(body: Record<string, unknown>) {
  const sent = await call('owner', 'PUT', `/api/businesses/${businessId}/profile`, {
    ...PROFILE_SAMPLE,
    ...body,
  });
  expect(sent.status).toBeLessThan(300);
  const listed = await call<{ submissions: PendingSubmission[] }>(
    'admin',
    'GET',
    `/api/admin/pending-submissions?businessId=${businessId}&contentType=business`,
  );
  expect(listed.status).toBe(200);
  return listed.body.submissions[0]!;
}

describe("the queue's verification warning", () => {
  it('flags a new name or category only while a verification is pending or granted', async () => {
    // No verification: a new name voids nothing.
    expect(await change({ name: `${current.name} Nuevo` })).toMatchObject({
      voidsVerification: false,
    });

    // A pending request.
    const [owner] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'anula_owner'));
    await ctx.database.db.insert(businessVerifications).values({
      businessId,
      userId: owner!.id,
      kind: 'cedula',
      number: '001-0000000-1',
      documentKey: 'documento-de-prueba',
      status: 'pending',
    });
    expect(await change({ name: `${current.name} Nuevo` })).toMatchObject({
      voidsVerification: true,
    });
    expect(await change({ category: otherCategory })).toMatchObject({ voidsVerification: true });
    expect(await change({ phone: '809-555-0199' })).toMatchObject({ voidsVerification: false });
    expect(await change({ name: current.name, category: current.categoryId })).toMatchObject({
      voidsVerification: false,
    });

    // Granted (the badge), the request since closed.
    await ctx.database.db
      .update(businessVerifications)
      .set({ status: 'rejected' })
      .where(eq(businessVerifications.businessId, businessId));
    expect(await change({ name: `${current.name} Otro` })).toMatchObject({
      voidsVerification: false,
    });
    await ctx.database.db
      .update(businesses)
      .set({ verifiedAt: ctx.app.now() })
      .where(eq(businesses.id, businessId));
    expect(await change({ name: `${current.name} Otro` })).toMatchObject({
      voidsVerification: true,
    });
  });
});
