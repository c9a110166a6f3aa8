// A failed query is logged with its SQL and codes, never with its parameters: those are people's
// e-mails, phones and password hashes.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { users } from '../db/schema';
import { parseEnv } from '../env';
import { createTestContext, type TestContext } from '../test/context';

const EMAIL = 'secreto.privado@correo.do';
const HASH = 'scrypt$hash-que-no-debe-salir';
const PHONE = '809-555-0199';

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
  // A second user with the demo administrator's username: a unique violation (23505).
  app.post('/api/prueba/duplicado', async () => {
    const [admin] = await ctx.database.db.select().from(users).where(eq(users.username, 'admin'));
    await ctx.database.db.insert(users).values({
      username: admin!.username,
      email: EMAIL,
      fullName: PHONE,
      role: 'user',
      password: HASH,
    });
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

describe('error log', () => {
  it('keeps the query and the SQLSTATE but none of the values', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/prueba/duplicado',
      headers: { origin: 'http://localhost', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(500);
    const requestId = response.headers['x-request-id'];
    expect(response.json()).toEqual({ error: 'Error interno del servidor', requestId });
    const log = lines.join('');
    expect(log).toContain('unhandled error');
    // The id the person quotes finds the error's log line.
    const errorLine = lines.find((line) => line.includes('unhandled error'))!;
    expect(JSON.parse(errorLine)).toMatchObject({ reqId: requestId });
    for (const secret of [EMAIL, HASH, PHONE]) expect(log).not.toContain(secret);
    expect(log).toContain('insert into \\"users\\"');
    expect(log).toContain('23505');
  });
});
