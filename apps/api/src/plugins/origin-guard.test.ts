// A write from another site is refused however its path is spelled, and a different scheme or
// port is another site.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { parseEnv } from '../env';
import { createTestContext, type TestContext } from '../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const visitCount = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/visits/global' })).json<{ count: number }>()
    .count;

const record = (url: string, origin: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { origin, 'content-type': 'application/json' },
    payload: JSON.stringify({ businessId: 1 }),
    remoteAddress: '10.77.0.1',
  });

describe('origin guard', () => {
  it('refuses a foreign write to an encoded API path and counts nothing', async () => {
    const before = await visitCount();
    for (const url of [
      '/%61pi/visits/record',
      '/%61%70%69/visits/record',
      '/api/visits/%72ecord',
    ]) {
      const response = await record(url, 'http://otro-sitio.do');
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ error: 'Solicitud rechazada: origen no permitido' });
    }
    expect(await visitCount()).toBe(before);
  });

  it('compares scheme, host and port, not the host alone', async () => {
    // inject() speaks plain http to host localhost:80.
    for (const origin of ['https://localhost', 'http://localhost:8080', 'ftp://localhost']) {
      expect((await record('/api/visits/record', origin)).statusCode, origin).toBe(403);
    }
    expect((await record('/api/visits/record', 'http://localhost')).statusCode).toBe(200);
    expect((await record('/api/visits/record', 'http://localhost:80')).statusCode).toBe(200);
  });

  it('in production takes PUBLIC_URL as the site, whatever scheme the proxy forwarded', async () => {
    const app = await buildApp({
      db: ctx.database.db,
      env: parseEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://directorio.do' }),
    });
    const send = (origin: string) =>
      app.inject({
        method: 'POST',
        url: '/api/visits/record',
        // A TLS proxy that does not set X-Forwarded-Proto: the server sees plain http.
        headers: { host: 'directorio.do', origin, 'content-type': 'application/json' },
        payload: JSON.stringify({ businessId: 1 }),
        remoteAddress: '10.77.0.2',
      });
    expect((await send('https://directorio.do')).statusCode).toBe(200);
    for (const origin of ['http://directorio.do', 'https://otro-sitio.do']) {
      expect((await send(origin)).statusCode, origin).toBe(403);
    }
    await app.close();
  });
});
