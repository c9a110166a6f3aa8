// A visitor's position sorts the near-me search and goes no further: the request log keeps the
// URL with the coordinates' values replaced.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { parseEnv } from '../env';
import { createTestContext, type TestContext } from '../test/context';
import { redactCoordinates, redactUrl } from './request-log';

const LAT = '19.760712';
const LNG = '-70.518133';

let ctx: TestContext;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  app = await buildApp({
    db: ctx.database.db,
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'info' }),
    logger: true,
    logStream: { write: (line) => void lines.push(line) },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

describe('request log', () => {
  it('logs the near-me search without the coordinates it sorted by', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/businesses/filter?lat=${LAT}&lng=${LNG}&radiusKm=10&page=1&pageSize=12`,
    });
    expect(response.statusCode).toBe(200);
    const log = lines.join('');
    expect(log).toContain('/api/businesses/filter?lat=[oculto]&lng=[oculto]&radiusKm=10');
    expect(log).not.toContain(LAT);
    expect(log).not.toContain(LNG);
    expect(log).not.toContain(LAT.slice(0, 6));
  });

  it('redacts the coordinates wherever they are in the query, and nothing else', () => {
    expect(redactCoordinates('/api/businesses/map?q=pizza&LNG=-70.5&lat=19.7#x')).toBe(
      '/api/businesses/map?q=pizza&LNG=[oculto]&lat=[oculto]#x',
    );
    expect(redactCoordinates('/negocio/1-latido?plato=1')).toBe('/negocio/1-latido?plato=1');
  });

  it('logs a confirmation link without its token', async () => {
    const token = 'k3Jd9sQ_secreto-del-enlace';
    await app.inject({ method: 'GET', url: `/verificar-correo?token=${token}` });
    await app.inject({ method: 'GET', url: `/api/health?x=1&token=${token}` });
    const log = lines.join('');
    expect(log).toContain('token=[oculto]');
    expect(log).not.toContain(token);
    expect(redactUrl('/a?lat=1&resetToken=abc')).toBe('/a?lat=[oculto]&resetToken=[oculto]');
  });
});
