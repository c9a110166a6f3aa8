// The route groups on dummy routes, for every actor: a visitor gets 401, the wrong role or another
// owner 403 (before the body is looked at), a business that does not exist 404.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app';
import { parseEnv } from '../../env';
import { ACTORS, createActors, type Actor, type Actors } from '../../test/actors';
import { createTestContext, SAME_ORIGIN, type TestContext } from '../../test/context';
import {
  adminRoutes,
  ownerAndAdminRoutes,
  ownerRoutes,
  signedInUser,
  userRoutes,
} from './route-groups';

let ctx: TestContext;
let app: FastifyInstance;
let actors: Actors;

const body = z.object({ name: z.string().min(1) });

beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx.database.db, 'grupo');
  app = await buildApp({ db: ctx.database.db, env: parseEnv({ NODE_ENV: 'test' }) });
  await app.register(
    userRoutes(async (group) => {
      group.get('/api/prueba/usuario', (request) => ({ id: signedInUser(request).id }));
      // A handler in a nested plugin of the group is covered too.
      await group.register(async (nested) => {
        nested.get('/api/prueba/usuario/anidada', () => ({ ok: true }));
      });
    }),
  );
  await app.register(
    adminRoutes(async (group) => {
      group.get('/api/prueba/admin', () => ({ ok: true }));
    }),
  );
  await app.register(
    ownerRoutes(async (group) => {
      group.get('/api/prueba/negocios/:businessId', () => ({ ok: true }));
      group.post('/api/prueba/negocios/:businessId', { schema: { body } }, () => ({ ok: true }));
    }),
  );
  await app.register(
    ownerAndAdminRoutes(async (group) => {
      group.get('/api/prueba/pagos/:businessId', () => ({ ok: true }));
    }),
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

async function call(actor: Actor, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const cookies = await actors.cookies(actor, new Date());
  return app.inject({
    method,
    url,
    headers: SAME_ORIGIN,
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
    ...(cookies ? { cookies } : {}),
  });
}

const EXPECTED: Record<'user' | 'admin' | 'owner' | 'ownerAndAdmin', Record<Actor, number>> = {
  user: { visitor: 401, user: 200, otherOwner: 200, owner: 200, manager: 200, admin: 200 },
  admin: { visitor: 401, user: 403, otherOwner: 403, owner: 403, manager: 403, admin: 200 },
  owner: { visitor: 401, user: 403, otherOwner: 403, owner: 200, manager: 200, admin: 200 },
  ownerAndAdmin: { visitor: 401, user: 403, otherOwner: 403, owner: 200, manager: 403, admin: 200 },
};

describe('route groups', () => {
  it.each(ACTORS)('userRoutes as %s', async (actor) => {
    for (const url of ['/api/prueba/usuario', '/api/prueba/usuario/anidada']) {
      expect((await call(actor, 'GET', url)).statusCode, url).toBe(EXPECTED.user[actor]);
    }
  });

  it.each(ACTORS)('adminRoutes as %s', async (actor) => {
    const response = await call(actor, 'GET', '/api/prueba/admin');
    expect(response.statusCode).toBe(EXPECTED.admin[actor]);
    if (response.statusCode === 403) {
      expect(response.json()).toEqual({ error: 'Debes ser administrador para esta acción' });
    }
  });

  it.each(ACTORS)('ownerRoutes as %s', async (actor) => {
    const url = `/api/prueba/negocios/${actors.fixtures.ownedBusinessId}`;
    expect((await call(actor, 'GET', url)).statusCode).toBe(EXPECTED.owner[actor]);
    // Refused before the body is validated: an outsider learns nothing about the route.
    const invalid = await call(actor, 'POST', url, { name: '' });
    expect(invalid.statusCode).toBe(EXPECTED.owner[actor] === 200 ? 400 : EXPECTED.owner[actor]);
    expect((await call(actor, 'POST', url, { name: 'Ana' })).statusCode).toBe(
      EXPECTED.owner[actor],
    );
  });

  it.each(ACTORS)('ownerAndAdminRoutes as %s', async (actor) => {
    const response = await call(
      actor,
      'GET',
      `/api/prueba/pagos/${actors.fixtures.ownedBusinessId}`,
    );
    expect(response.statusCode).toBe(EXPECTED.ownerAndAdmin[actor]);
    if (actor === 'manager') {
      expect(response.json()).toEqual({ error: 'Solo el dueño del negocio puede hacer esto' });
    }
  });

  it('ownerRoutes: 404 for a business that does not exist, 403 message for another owner', async () => {
    for (const id of ['2147483647', 'abc', '0']) {
      const response = await call('owner', 'GET', `/api/prueba/negocios/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ error: 'Negocio no encontrado' });
    }
    expect((await call('admin', 'GET', '/api/prueba/negocios/2147483647')).statusCode).toBe(404);
    expect((await call('visitor', 'GET', '/api/prueba/negocios/2147483647')).statusCode).toBe(401);
    const other = await call(
      'otherOwner',
      'GET',
      `/api/prueba/negocios/${actors.fixtures.ownedBusinessId}`,
    );
    expect(other.json()).toEqual({ error: 'No tienes acceso a este negocio' });
  });

  it('ownerRoutes refuses, at start-up, a route without :businessId', async () => {
    const broken = await buildApp({ db: ctx.database.db, env: parseEnv({ NODE_ENV: 'test' }) });
    await expect(
      broken.register(
        ownerRoutes(async (group) => {
          group.get('/api/prueba/sin-negocio', () => ({ ok: true }));
        }),
      ),
    ).rejects.toThrow(/no :businessId parameter/);
    await broken.close().catch(() => {});
  });
});
