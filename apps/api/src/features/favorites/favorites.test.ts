// Favourites that follow the account: merged with the browser's list, added and removed one at a
// time, each account seeing only its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Favorites } from '@drd/shared/api/favorites';
import { createActors, type Actor, type Actors } from '../../test/actors';
import { createTestContext, SAME_ORIGIN, type TestContext } from '../../test/context';

let ctx: TestContext;
let actors: Actors;
let a: number;
let b: number;
beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx.database.db, 'favoritos');
  a = actors.fixtures.activeBusinessId;
  b = actors.fixtures.ownedBusinessId;
});
afterAll(() => ctx.close());

async function call(
  who: Actor,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
) {
  const cookies = await actors.cookies(who, ctx.app.now());
  const response = await ctx.app.inject({
    method,
    url,
    headers: SAME_ORIGIN,
    ...(method !== 'GET' ? { payload: JSON.stringify(body ?? {}) } : {}),
    ...(cookies ? { cookies } : {}),
  });
  return { status: response.statusCode, body: response.json<Favorites & { error?: string }>() };
}

describe('favourites of an account', () => {
  it('merges the browser list, keeps the union and drops ids that do not exist', async () => {
    expect((await call('user', 'GET', '/api/my/favorites')).body.ids).toEqual([]);
    const merged = await call('user', 'POST', '/api/my/favorites/merge', { ids: [a, 99_999_999] });
    expect(merged.status).toBe(200);
    expect(merged.body.ids).toEqual([a]);
    // A second browser brings its own: the account keeps both, once each.
    const again = await call('user', 'POST', '/api/my/favorites/merge', { ids: [b, a] });
    expect(new Set(again.body.ids)).toEqual(new Set([a, b]));
    expect(again.body.ids).toHaveLength(2);
  });

  it('adds and removes one at a time, and another account sees none of it', async () => {
    expect((await call('user', 'DELETE', `/api/my/favorites/${a}`)).body.ids).toEqual([b]);
    expect((await call('user', 'PUT', `/api/my/favorites/${a}`)).body.ids).toEqual([b, a]);
    expect((await call('user', 'PUT', `/api/my/favorites/${a}`)).body.ids).toEqual([b, a]);
    expect((await call('owner', 'GET', '/api/my/favorites')).body.ids).toEqual([]);
    expect((await call('visitor', 'GET', '/api/my/favorites')).status).toBe(401);
  });

  it('refuses a bad list in Spanish', async () => {
    const bad = await call('user', 'POST', '/api/my/favorites/merge', { ids: ['x'] });
    expect(bad.status).toBe(400);
    const huge = await call('user', 'POST', '/api/my/favorites/merge', {
      ids: Array.from({ length: 501 }, (_, i) => i + 1),
    });
    expect(huge.status).toBe(400);
    expect(JSON.stringify(huge.body)).toContain('Máximo 500 favoritos');
    expect((await call('user', 'PUT', '/api/my/favorites/abc')).status).toBe(400);
  });
});
