// A duplicate warning the owner dismissed is kept with the registration: the administrator's
// new-business card lists the listing it is not, with the distance between the two pins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { pendingBusinessSchema } from '@drd/shared/api/subscriptions';
import { createTestContext, postJson, type TestContext } from '../../test/context';
import {
  approvePendingAs,
  makeAccount,
  puertoPlata,
  registerBusinessAs,
  registrationPayload,
  type Account,
} from '../../test/sign-up-fixtures';

let ctx: TestContext;
let admin: Account;
let place: Awaited<ReturnType<typeof puertoPlata>>;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await makeAccount(ctx.database.db, ctx.app.now(), { role: 'admin' });
  place = await puertoPlata(ctx.database.db);
});
afterAll(() => ctx.close());

const pendingCards = async () =>
  (await ctx.app.inject({ url: '/api/admin/businesses/pending', cookies: admin.cookies })).json<
    z.infer<typeof pendingBusinessSchema>[]
  >();

describe('a dismissed duplicate warning', () => {
  it("reaches the admin's card with the other listing's name and distance", async () => {
    const first = await makeAccount(ctx.database.db, ctx.app.now());
    const phone = '809-586-7711';
    const existing = await registerBusinessAs(ctx.app, first, place, {
      name: 'Ferretería Tornillo Feliz',
      phone,
      coords: { lat: 19.79, lng: -70.69 },
      pinConfirmed: true,
    });
    await approvePendingAs(ctx.app, admin, existing);

    const owner = await makeAccount(ctx.database.db, ctx.app.now());
    // About 40 m north: 0.00036° of latitude.
    const body = registrationPayload(place, {
      name: 'Ferreteria Tornillo Feliz II',
      phone,
      coords: { lat: 19.79036, lng: -70.69 },
      pinConfirmed: true,
    });
    const warned = await postJson(ctx.app, '/api/businesses/register', body, {
      cookies: owner.cookies,
    });
    expect(warned.statusCode).toBe(409);
    const candidates = warned.json<{ candidates: { id: number }[] }>().candidates;
    expect(candidates.map((c) => c.id)).toContain(existing);
    // An id the check never showed is not kept: only warnings the owner actually dismissed.
    const created = await postJson(
      ctx.app,
      '/api/businesses/register',
      { ...body, notDuplicateOf: [...candidates.map((c) => c.id), 999999] },
      { cookies: owner.cookies },
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ business: { id: number } }>().business.id;

    const card = (await pendingCards()).find((b) => b.id === id)!;
    expect(card.dismissedDuplicates).toEqual([
      { id: existing, name: 'Ferretería Tornillo Feliz', distanceM: 40 },
    ]);
    // A registration without a warning shows none.
    const plain = await registerBusinessAs(ctx.app, owner, place);
    expect((await pendingCards()).find((b) => b.id === plain)!.dismissedDuplicates).toEqual([]);
  });
});
