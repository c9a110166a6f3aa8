// Input the database cannot take, and the router's own refusals, answer 400/414 in Spanish with
// the security headers, whatever route they reach; a query PostgreSQL refuses is a 400, not a 500.
import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { parseEnv } from '../env';
import { createTestContext, SAME_ORIGIN, type TestContext } from '../test/context';

let ctx: TestContext;
let failing: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext({ web: true });
  // Routes that hand PostgreSQL what a missing schema would let through.
  failing = await buildApp({ db: ctx.database.db, env: parseEnv({ NODE_ENV: 'test' }) });
  failing.get('/api/prueba/entero', async (request) => {
    const { n } = request.query as { n: string };
    return ctx.database.db.execute(sql`select ${n}::int as n`);
  });
  failing.get('/api/prueba/enorme', async () =>
    ctx.database.db.execute(sql`select 2147483647::int + 1 as n`),
  );
  await failing.ready();
});
afterAll(async () => {
  await failing.close();
  await ctx.close();
});

function expectSpanishRefusal(
  response: Awaited<ReturnType<FastifyInstance['inject']>>,
  status: number,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toContain('application/json');
  expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  const body = response.json<{ error: string }>();
  expect(body.error).toMatch(/[áéíóúñ]|solicitud/i);
  return body;
}

describe('text the database cannot store', () => {
  it.each([
    '/api/businesses/filter?categories=%00',
    '/api/businesses/filter?q=caf%C3%A9%00',
    '/api/locations/place?province=%00',
    '/categoria/%00',
    '/ubicacion/%00',
    '/ubicacion/puerto-plata/%00',
  ])('GET %s answers 400', async (url) => {
    const body = expectSpanishRefusal(await ctx.app.inject({ method: 'GET', url }), 400);
    expect(body.error).toBe('La solicitud contiene caracteres no permitidos');
  });

  it('refuses NUL, lone surrogates and bytes that are not UTF-8 in a JSON body', async () => {
    for (const payload of [
      '{"businessId":1,"x":"a\\u0000b"}',
      '{"businessId":1,"x":"\\ud800"}',
      '{"businessId":1,"x\\udfff":1}',
      Buffer.concat([Buffer.from('{"businessId":1,"x":"'), Buffer.from([0xff]), Buffer.from('"}')]),
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/visits/record',
        headers: SAME_ORIGIN,
        payload,
      });
      expectSpanishRefusal(response, 400);
    }
  });

  it('still takes ordinary accents, emoji and surrogate pairs', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/businesses/filter?q=${encodeURIComponent('café ñame 🍕')}`,
    });
    expect(response.statusCode).toBe(200);
  });

  it('turns a value PostgreSQL refuses (class 22) into 400, not 500', async () => {
    const body = expectSpanishRefusal(
      await failing.inject({ method: 'GET', url: '/api/prueba/entero?n=abc' }),
      400,
    );
    expect(body).toEqual({ error: 'Un valor de la solicitud no es válido' });
    expectSpanishRefusal(await failing.inject({ method: 'GET', url: '/api/prueba/enorme' }), 400);
  });
});

describe('schema refusals', () => {
  it("gives zod's own messages in Spanish, not English", async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/visits/record',
      headers: SAME_ORIGIN,
      payload: '[]',
    });
    const body = expectSpanishRefusal(response, 400) as {
      error: string;
      details: Record<string, string[]>;
    };
    expect(body.error).toBe('Datos inválidos');
    expect(body.details.body?.[0]).toMatch(/inválid/i);
    expect(JSON.stringify(body.details)).not.toMatch(/expected|received|invalid input/i);
  });
});

describe("the router's own refusals", () => {
  it('answers a malformed escape with Spanish JSON, the headers and no echo of the URL', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/x%ZZ' });
    const body = expectSpanishRefusal(response, 400);
    expect(body).toEqual({ error: 'La dirección de la solicitud no es válida' });
    expect(response.body).not.toContain('ZZ');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers a path segment past the router limit with 414 and no echo of the URL', async () => {
    for (const url of [
      `/api/businesses/detail/${'9'.repeat(500)}`,
      `/categoria/${'a'.repeat(500)}`,
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      const body = expectSpanishRefusal(response, 414);
      expect(body).toEqual({ error: 'La dirección de la solicitud es demasiado larga' });
      expect(response.body).not.toContain('aaaa');
      expect(response.body).not.toContain('9999');
    }
  });
});

describe("the HTTP parser's refusals", () => {
  it('answers a request head over the size limit in Spanish, without the URL', async () => {
    const server = await buildApp({ db: ctx.database.db, env: parseEnv({ NODE_ENV: 'test' }) });
    const address = await server.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = new URL(address);
      const answer = await new Promise<string>((resolve, reject) => {
        let received = '';
        const socket = connect(Number(port), '127.0.0.1', () => {
          socket.write(`GET /api/${'x'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
        });
        socket.on('data', (chunk) => (received += chunk.toString()));
        socket.on('close', () => resolve(received));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 431 /);
      expect(answer).toContain("Content-Security-Policy: default-src 'self'");
      expect(answer).toContain('{"error":"La dirección o las cabeceras son demasiado largas"}');
      expect(answer).not.toContain('xxxx');
    } finally {
      await server.close();
    }
  });
});
