// The access helpers every later feature uses: 401 without a session, 403 without the role or
// the ownership, 404 for a business that does not exist.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { businesses, users } from '../../db/schema';
import { parseEnv } from '../../env';
import { createTestContext, type TestContext } from '../../test/context';
import { requireAdmin, requireBusinessOwner, requireUser } from './guards';
import { hashPassword } from './password';
import { createSession } from './repository';

let ctx: TestContext;
let app: FastifyInstance;
const cookies = new Map<string, string>();
let ownedId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  app = await buildApp({ db, env: parseEnv({ NODE_ENV: 'test' }) });
  app.get('/api/prueba/usuario', (request) => ({ id: requireUser(request).id }));
  app.get('/api/prueba/admin', (request) => ({ id: requireAdmin(request).id }));
  app.get('/api/prueba/negocio/:id', async (request) => ({
    id: (await requireBusinessOwner(request, Number((request.params as { id: string }).id))).id,
  }));
  await app.ready();

  const password = await hashPassword('clave-segura');
  for (const [name, role] of [
    ['guard_user', 'user'],
    ['guard_owner', 'business_owner'],
    ['guard_other', 'business_owner'],
    ['guard_admin', 'admin'],
  ] as const) {
    const [row] = await db
      .insert(users)
      .values({ username: name, email: `${name}@correo.do`, fullName: name, role, password })
      .returning({ id: users.id });
    cookies.set(name, await createSession(db, row!.id, new Date()));
  }
  const [owner] = await db.select().from(users).where(eq(users.username, 'guard_owner'));
  const [business] = await db.select({ id: businesses.id }).from(businesses).limit(1);
  ownedId = business!.id;
  await db.update(businesses).set({ userId: owner!.id }).where(eq(businesses.id, ownedId));
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const call = (url: string, who?: string) =>
  app.inject({
    method: 'GET',
    url,
    ...(who ? { cookies: { drd_session: cookies.get(who)! } } : {}),
  });

describe('access helpers', () => {
  it('requireUser: 401 for visitors, the user otherwise', async () => {
    expect((await call('/api/prueba/usuario')).statusCode).toBe(401);
    expect((await call('/api/prueba/usuario', 'guard_user')).statusCode).toBe(200);
  });

  it('requireAdmin: 401 for visitors, 403 for others, 200 for admins', async () => {
    expect((await call('/api/prueba/admin')).statusCode).toBe(401);
    expect((await call('/api/prueba/admin', 'guard_user')).statusCode).toBe(403);
    expect((await call('/api/prueba/admin', 'guard_owner')).statusCode).toBe(403);
    expect((await call('/api/prueba/admin', 'guard_admin')).statusCode).toBe(200);
  });

  it('requireBusinessOwner: only the owner or an admin', async () => {
    const url = `/api/prueba/negocio/${ownedId}`;
    expect((await call(url)).statusCode).toBe(401);
    expect((await call(url, 'guard_user')).statusCode).toBe(403);
    const other = await call(url, 'guard_other');
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ error: 'No tienes acceso a este negocio' });
    expect((await call(url, 'guard_owner')).statusCode).toBe(200);
    expect((await call(url, 'guard_admin')).statusCode).toBe(200);
    expect((await call('/api/prueba/negocio/999999', 'guard_owner')).statusCode).toBe(404);
  });
});
