// Passwords and sessions: common passwords refused, hash cost and its upgrade, idle timeouts,
// ending every session, changing the password, and the production cookie.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { users } from '../../db/schema';
import { parseEnv } from '../../env';
import { createTestContext, postJson, type TestContext } from '../../test/context';
import { ensureAdmin } from './bootstrap-admin';
import { hashPassword, usePasswordCost } from './password';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const HOUR = 3600_000;

function cookieOf(response: { cookies: { name: string; value: string }[] }) {
  return response.cookies.find((c) => c.name === 'drd_session')?.value;
}

// 'Who am I?' answers 200 either way; a visitor without a session gets null.
const signedIn = async (cookie: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/auth/user',
    cookies: { drd_session: cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json<unknown>() !== null;
};

async function signUp(name: string, password = `clave-de-${name}-2026`) {
  const response = await postJson(ctx.app, '/api/auth/register', {
    username: name,
    email: `${name}@correo.do`,
    fullName: name,
    password,
  });
  expect(response.statusCode, response.body).toBe(201);
  return cookieOf(response)!;
}

async function signIn(username: string, password: string) {
  const response = await postJson(ctx.app, '/api/auth/login', { username, password });
  expect(response.statusCode, response.body).toBe(200);
  return cookieOf(response)!;
}

async function storedHash(username: string) {
  const [row] = await ctx.database.db
    .select({ password: users.password })
    .from(users)
    .where(eq(users.username, username));
  return row!.password;
}

describe('passwords', () => {
  it.each(['123456', 'password', 'Qwerty123', 'iloveyou'])(
    'refuses the common password %s with a Spanish message',
    async (password) => {
      const response = await postJson(ctx.app, '/api/auth/register', {
        username: 'comun',
        email: 'comun@correo.do',
        fullName: 'Común',
        password,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ details: Record<string, string[]> }>().details.password).toEqual([
        'Esa contraseña es muy común y fácil de adivinar. Elige otra.',
      ]);
    },
  );

  describe('at the real cost (every NODE_ENV but test)', () => {
    beforeAll(() => usePasswordCost('production'));
    afterAll(() => usePasswordCost('test'));

    it('hashes new passwords with scrypt at N=2^17, r=8, p=1', async () => {
      await signUp('costosa');
      expect((await storedHash('costosa')).split('$').slice(0, 4)).toEqual([
        'scrypt',
        '131072',
        '8',
        '1',
      ]);
    });

    it('upgrades an old, cheaper hash at the next successful sign-in', async () => {
      await signUp('antigua');
      // A hash made with the earlier cost (N=2^14) of the same password.
      const { scryptSync, randomBytes } = await import('node:crypto');
      const salt = randomBytes(16);
      const hash = scryptSync('clave-de-antigua-2026', salt, 32, { N: 16384, r: 8, p: 1 });
      const old = ['scrypt', 16384, 8, 1, salt.toString('base64'), hash.toString('base64')].join(
        '$',
      );
      await ctx.database.db
        .update(users)
        .set({ password: old })
        .where(eq(users.username, 'antigua'));
      await signIn('antigua', 'clave-de-antigua-2026');
      expect((await storedHash('antigua')).split('$')[1]).toBe('131072');
      await signIn('antigua', 'clave-de-antigua-2026');
    });
  });

  it('hashes at a cheap cost under NODE_ENV=test only', async () => {
    expect((await hashPassword('clave-de-prueba')).split('$')[1]).toBe('1024');
    usePasswordCost('development');
    try {
      expect((await hashPassword('clave-de-prueba')).split('$')[1]).toBe('131072');
    } finally {
      usePasswordCost('test');
    }
  });
});

describe('sessions', () => {
  it('ends an admin session after 12 idle hours, but not while it is used', async () => {
    await ensureAdmin(ctx.database.db, { username: 'jefa', password: 'clave-de-la-jefa' });
    const cookie = await signIn('jefa', 'clave-de-la-jefa');
    const start = ctx.app.now();
    ctx.setNow(new Date(start.getTime() + 11 * HOUR));
    expect(await signedIn(cookie)).toBe(true);
    ctx.setNow(new Date(start.getTime() + 22 * HOUR));
    expect(await signedIn(cookie)).toBe(true);
    ctx.setNow(new Date(start.getTime() + 34.5 * HOUR));
    expect(await signedIn(cookie)).toBe(false);
    ctx.setNow(start);
  });

  it('keeps a plain user signed in through 12 idle hours', async () => {
    const cookie = await signUp('tranquila');
    const start = ctx.app.now();
    ctx.setNow(new Date(start.getTime() + 13 * 24 * HOUR));
    expect(await signedIn(cookie)).toBe(true);
    ctx.setNow(start);
  });

  it('POST /api/auth/logout-all ends every session of the user', async () => {
    const first = await signUp('viajera');
    const second = await signIn('viajera', 'clave-de-viajera-2026');
    const other = await signUp('vecina');
    const response = await postJson(
      ctx.app,
      '/api/auth/logout-all',
      {},
      { cookies: { drd_session: second } },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await signedIn(first)).toBe(false);
    expect(await signedIn(second)).toBe(false);
    expect(await signedIn(other)).toBe(true);
    expect((await postJson(ctx.app, '/api/auth/logout-all')).statusCode).toBe(401);
  });

  it('POST /api/auth/change-password checks the current one and ends the other sessions', async () => {
    const laptop = await signUp('cambia');
    const phone = await signIn('cambia', 'clave-de-cambia-2026');
    const change = (body: unknown) =>
      postJson(ctx.app, '/api/auth/change-password', body, { cookies: { drd_session: phone } });

    const wrong = await change({ currentPassword: 'no-es-esta', newPassword: 'nueva-clave-2026' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ details: { currentPassword: expect.any(Array) } });

    const common = await change({
      currentPassword: 'clave-de-cambia-2026',
      newPassword: 'password1',
    });
    expect(common.statusCode).toBe(400);

    const ok = await change({
      currentPassword: 'clave-de-cambia-2026',
      newPassword: 'nueva-clave-2026',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const renewed = cookieOf(ok)!;
    expect(renewed).toBeTruthy();
    expect(await signedIn(laptop)).toBe(false);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(renewed)).toBe(true);
    const oldLogin = await postJson(ctx.app, '/api/auth/login', {
      username: 'cambia',
      password: 'clave-de-cambia-2026',
    });
    expect(oldLogin.statusCode).toBe(401);
    await signIn('cambia', 'nueva-clave-2026');
  });

  it('in production the cookie is __Host- prefixed and Secure, even over plain HTTP', async () => {
    const app = await buildApp({
      db: ctx.database.db,
      env: parseEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://directorio.do' }),
      now: () => ctx.app.now(),
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: {
        host: 'directorio.do',
        origin: 'https://directorio.do',
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ username: 'tranquila', password: 'clave-de-tranquila-2026' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const cookie = response.cookies.find((c) => c.name === '__Host-drd_session');
    expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true });
    expect(cookie).not.toHaveProperty('domain');
    const user = await app.inject({
      method: 'GET',
      url: '/api/auth/user',
      cookies: { '__Host-drd_session': cookie!.value },
    });
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({ username: 'tranquila' });
    await app.close();
  });
});
