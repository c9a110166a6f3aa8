// DNS rebinding: a page on another name that resolves to a development server is same-origin
// with it for the browser. Requests must name a host the server is configured for.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { parseEnv } from '../env';
import { createTestContext, type TestContext } from '../test/context';
import { MISDIRECTED_MESSAGE } from './origin-guard';

let ctx: TestContext;
let dev: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestContext();
  // A development server as `npm run dev` starts it: no PUBLIC_URL, nothing else set.
  dev = await buildApp({ db: ctx.database.db, env: parseEnv({ NODE_ENV: 'development' }) });
});
afterAll(async () => {
  await dev.close();
  await ctx.close();
});

const signIn = (app: FastifyInstance, host: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { host, origin: `http://${host}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ username: 'admin', password: 'Admin2026!' }),
    remoteAddress: '10.88.0.1',
  });

describe('host guard', () => {
  it('refuses a sign-in and a read sent to a rebinding name, with Host and Origin agreeing', async () => {
    const refused = await signIn(dev, 'rebind.atacante.example:3000');
    expect(refused.statusCode).toBe(421);
    expect(refused.json()).toEqual({ error: MISDIRECTED_MESSAGE });
    expect(refused.headers['set-cookie']).toBeUndefined();
    const read = await dev.inject({
      url: '/api/auth/user',
      headers: { host: '7f000001.rebind.example' },
    });
    expect(read.statusCode).toBe(421);
    expect(read.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers the loopback names on any port, and PUBLIC_URL’s host', async () => {
    for (const host of ['127.0.0.1:41234', 'localhost:5173', '[::1]:3000', 'LOCALHOST']) {
      expect((await signIn(dev, host)).statusCode, host).not.toBe(421);
    }
    const site = await buildApp({
      db: ctx.database.db,
      env: parseEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://directorio.do' }),
    });
    const on = (host: string) => site.inject({ url: '/api/health', headers: { host } });
    expect((await on('directorio.do')).statusCode).toBe(200);
    expect((await on('www.directorio.do')).statusCode).toBe(421);
    await site.close();
  });

  it('takes more names from ALLOWED_HOSTS, and * for any', () => {
    expect(
      parseEnv({ PUBLIC_URL: 'https://directorio.do', ALLOWED_HOSTS: 'WWW.directorio.do, x.do' })
        .ALLOWED_HOSTS,
    ).toEqual(['directorio.do', 'localhost', '127.0.0.1', '[::1]', 'www.directorio.do', 'x.do']);
    expect(parseEnv({ PORT: '8080' }).ALLOWED_HOSTS).toEqual(['localhost', '127.0.0.1', '[::1]']);
    expect(parseEnv({ ALLOWED_HOSTS: '*' }).ALLOWED_HOSTS).toBeNull();
  });
});
