// The address search against a fake Nominatim on 127.0.0.1 (never the internet).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { parseEnv } from '../../env';
import { createTestContext, FIXED_NOW, type TestContext } from '../../test/context';
import { GEOCODE_MESSAGES } from '@drd/shared/api/geocode';
import { reserve } from '../auth/limits';
import { reserveSlot } from './repository';
import { GEOCODE_BUDGET } from './service';

let ctx: TestContext;
let fake: Server;
let app: FastifyInstance;
const seen: { url: URL; userAgent: string | undefined }[] = [];

/** Dominican places for 'duarte', only foreign ones for 'eiffel', a failure for 'roto'. */
function answer(request: IncomingMessage): { status: number; body: unknown } {
  const url = new URL(request.url ?? '/', 'http://fake');
  seen.push({ url, userAgent: request.headers['user-agent'] });
  const q = url.searchParams.get('q') ?? '';
  const local = url.searchParams.get('countrycodes') === 'do';
  if (q.includes('roto')) return { status: 500, body: 'error' };
  if (q.includes('duarte') && local) {
    return {
      status: 200,
      body: [{ lat: '19.7953', lon: '-70.6934', display_name: 'Calle Duarte, Puerto Plata' }],
    };
  }
  if (q.includes('eiffel') && !local) {
    return {
      status: 200,
      body: [{ lat: '48.8584', lon: '2.2945', display_name: 'Tour Eiffel, París' }],
    };
  }
  return { status: 200, body: [] };
}

async function appFor(geocoderUrl: string) {
  const env = parseEnv({ NODE_ENV: 'test', GEOCODER_URL: geocoderUrl });
  const instance = await buildApp({ db: ctx.database.db, env, now: () => FIXED_NOW });
  await instance.ready();
  return instance;
}

beforeAll(async () => {
  ctx = await createTestContext();
  fake = createServer((request, response) => {
    const { status, body } = answer(request);
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  app = await appFor(`http://127.0.0.1:${(fake.address() as AddressInfo).port}/search`);
});
afterAll(async () => {
  await app.close();
  await new Promise((resolve) => fake.close(resolve));
  await ctx.close();
});

const search = (instance: FastifyInstance, q: string) =>
  instance.inject({ url: `/api/geocode?q=${encodeURIComponent(q)}` });

describe('GET /api/geocode', () => {
  it('searches the Dominican Republic first, with an identifying User-Agent', async () => {
    const response = await search(app, 'calle duarte puerto plata');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      scope: 'do',
      results: [{ lat: 19.7953, lng: -70.6934, displayName: 'Calle Duarte, Puerto Plata' }],
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url.searchParams.get('countrycodes')).toBe('do');
    expect(seen[0]!.url.searchParams.get('format')).toBe('jsonv2');
    expect(seen[0]!.userAgent).toMatch(/DirectorioRD/);
  });

  it('then searches everywhere, and answers a repeated search from the cache', async () => {
    seen.length = 0;
    const response = await search(app, 'torre eiffel');
    expect(response.json()).toMatchObject({
      scope: 'world',
      results: [{ displayName: 'Tour Eiffel, París' }],
    });
    expect(seen.map((s) => s.url.searchParams.get('countrycodes'))).toEqual(['do', null]);
    const again = await search(app, '  Torre   EIFFEL ');
    expect(again.json()).toMatchObject({ scope: 'world' });
    expect(seen).toHaveLength(2);
  });

  it('answers a failing or unreachable geocoder with a Spanish 502/503, never a 500', async () => {
    const failing = await search(app, 'calle roto');
    expect(failing.statusCode).toBe(502);
    expect(failing.json<{ error: string }>().error).toMatch(/no respondió correctamente/);

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = await appFor(`http://127.0.0.1:${port}/search`);
    const response = await search(unreachable, 'calle sin servidor');
    expect(response.statusCode).toBe(503);
    expect(response.json<{ error: string }>().error).toMatch(/no está disponible/);
    await unreachable.close();
  });

  it('refuses a search too short to mean anything', async () => {
    expect((await search(app, 'ab')).statusCode).toBe(400);
  });

  it('spaces the calls of every instance one second apart, through the database', async () => {
    const first = await reserveSlot(ctx.database.db, 'prueba', 1000, 5000);
    const second = await reserveSlot(ctx.database.db, 'prueba', 1000, 5000);
    expect(second!.startsAt.getTime() - first!.startsAt.getTime()).toBeGreaterThanOrEqual(1000);
    // A queue longer than the wait allowed is refused instead of growing.
    const third = await reserveSlot(ctx.database.db, 'prueba', 1000, 500);
    expect(third).toBeNull();
  });

  it('limits the geocoder lookups of one address, while cached answers still come', async () => {
    expect((await search(app, 'calle duarte limite')).statusCode).toBe(200);
    for (let i = 0; i < GEOCODE_BUDGET.max; i++) {
      await reserve(ctx.database.db, GEOCODE_BUDGET, '127.0.0.1', FIXED_NOW);
    }
    const refused = await search(app, 'calle duarte otra');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: GEOCODE_MESSAGES.tooMany });
    expect((await search(app, 'calle duarte limite')).statusCode).toBe(200);
  });
});
