import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { parseEnv } from '../../env';
import { createTestContext, postJson, type TestContext } from '../../test/context';
import { REGISTRATION_BUDGET } from './limits';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await postJson(ctx.app, '/api/auth/register', {
    username: 'marta',
    email: 'marta@correo.do',
    fullName: 'Marta Reyes',
    password: 'clave-de-marta',
  });
});
afterAll(() => ctx.close());

const TOO_MANY = { error: 'Demasiados intentos. Intenta de nuevo en unos minutos.' };

describe('brute force (more in limits.test.ts)', () => {
  it('limits registrations per address', async () => {
    const register = (i: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '10.7.7.7',
        headers: { origin: 'http://localhost', 'content-type': 'application/json' },
        payload: JSON.stringify({
          username: `masivo${i}`,
          email: `masivo${i}@correo.do`,
          fullName: 'Masivo',
          password: 'clave-segura',
        }),
      });
    for (let i = 0; i < REGISTRATION_BUDGET.max; i++) {
      expect((await register(i)).statusCode).toBe(201);
    }
    const refused = await register(99);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
  });
});

describe('cross-site requests', () => {
  const body = JSON.stringify({ username: 'marta', password: 'x' });

  it.each([
    [
      'another origin',
      { origin: 'https://sitio-malo.example', 'content-type': 'application/json' },
    ],
    ['no origin nor referer', { 'content-type': 'application/json' }],
    [
      'a form post',
      { origin: 'http://localhost', 'content-type': 'application/x-www-form-urlencoded' },
    ],
    ['a text/plain post', { origin: 'http://localhost', 'content-type': 'text/plain' }],
    ['a null origin', { origin: 'null', 'content-type': 'application/json' }],
  ])('refuses %s with 403', async (_, headers) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers,
      payload: body,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ error: string }>().error).toMatch(/^Solicitud rechazada/);
  });

  it('accepts a same-site Referer when Origin is absent', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { referer: 'http://localhost/login', 'content-type': 'application/json' },
      payload: body,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('headers, limits and errors', () => {
  it('sends a Content-Security-Policy that allows the map tiles, and no X-Powered-By', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain('tile.openstreetmap.org');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const response = await postJson(ctx.app, '/api/auth/login', {
      username: 'x'.repeat(2 * 1024 * 1024),
      password: 'x',
    });
    expect(response.statusCode).toBe(413);
  });

  it('answers a 500 without internals', async () => {
    const app = await buildApp({ db: ctx.database.db, env: parseEnv({ NODE_ENV: 'test' }) });
    app.get('/api/boom', () => {
      throw new Error('secreto: la contraseña de la base es 1234');
    });
    const response = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: 'Error interno del servidor',
      requestId: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    expect(response.body).not.toContain('secreto');
    await app.close();
  });
});
