// The fuzz routine itself: it must report a route that breaks on some input or answers in
// English, and pass one that holds.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { parseEnv } from '../env';
import { createTestContext, SAME_ORIGIN, type TestContext } from './context';
import { fuzzRoute, isSpanishMessage, targetFor } from './fuzz';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext();
  app = await buildApp({ db: ctx.database.db, env: parseEnv({ NODE_ENV: 'test' }) });
  const query = z.object({ q: z.string().optional(), page: z.string().optional() });
  app.get('/api/prueba/rota', { schema: { querystring: query } }, (request) => {
    const { q } = request.query as z.infer<typeof query>;
    if (q?.includes("'")) throw new Error('comilla sin escapar');
    return { ok: true };
  });
  app.get('/api/prueba/ingles/:id', (request, reply) => {
    const { id } = request.params as { id: string };
    if (!/^\d+$/.test(id)) return reply.status(400).send({ error: 'Bad Request' });
    return { id };
  });
  const body = z.object({ name: z.string() });
  app.post('/api/prueba/cuerpo', { schema: { body } }, (request) => {
    if ((request.body as z.infer<typeof body>).name.length > 1000) throw new RangeError('largo');
    return { ok: true };
  });
  app.get('/api/prueba/sana/:id', { schema: { querystring: query } }, () => ({ ok: true }));
  // A route in front of a service that is down: 503 in Spanish, flagged or not.
  const down = (_request: unknown, reply: FastifyReply) =>
    reply.status(503).send({ error: 'El servicio externo no responde' });
  app.get('/api/prueba/externa', { config: { upstream: true } }, down);
  app.get('/api/prueba/caida', down);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const routeSchema = (method: string, url: string) =>
  app.routeList.find((r) => r.method === method && r.url === url)?.schema;
const route = (method: string, url: string) =>
  app.routeList.find((r) => r.method === method && r.url === url);
const fuzz = (method: string, url: string, valid: { body?: unknown } = {}) =>
  fuzzRoute(
    app,
    targetFor(method, url, routeSchema(method, url), valid, route(method, url)?.upstream),
    {
      numRuns: 30,
      seed: 42,
      headers: SAME_ORIGIN,
    },
  );

describe('fuzz routine', () => {
  it('reports a route that throws on some query value', async () => {
    const report = await fuzz('GET', '/api/prueba/rota');
    expect(report).toContain('answered 500');
    expect(report).toContain('Counterexample');
  });

  it('reports a route that answers with an English error', async () => {
    expect(await fuzz('GET', '/api/prueba/ingles/:id')).toContain('error is not Spanish');
  });

  it('reports a route that throws on a long body field', async () => {
    expect(await fuzz('POST', '/api/prueba/cuerpo', { body: { name: 'Ana' } })).toContain(
      'answered 500',
    );
  });

  it('lets only a route flagged as upstream answer 503 when its service is down', async () => {
    expect(await fuzz('GET', '/api/prueba/externa')).toBeNull();
    expect(await fuzz('GET', '/api/prueba/caida')).toContain('answered 503');
  });

  it('passes a route that holds', async () => {
    expect(await fuzz('GET', '/api/prueba/sana/:id')).toBeNull();
  });

  it("tells Fastify's and zod's English defaults from Spanish messages", () => {
    for (const english of [
      'Bad Request',
      'Not Found',
      'Route GET:/api/x not found',
      'body must be object',
      'querystring/page must be integer',
      'Invalid input: expected string, received number',
      'Unsupported Media Type: text/plain',
      'Internal Server Error',
      '',
    ]) {
      expect(isSpanishMessage(english), english).toBe(false);
    }
    for (const spanish of [
      'Datos inválidos',
      'Ruta no encontrada',
      'Negocio no encontrado',
      'La solicitud contiene caracteres no permitidos',
      'Entrada inválida: se esperaba string, recibido number',
    ]) {
      expect(isSpanishMessage(spanish), spanish).toBe(true);
    }
  });
});
