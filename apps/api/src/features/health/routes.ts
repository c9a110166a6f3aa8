import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { missingMigrations } from '../../db/client';
import { probeWrite } from './write-probe';

// A write that worked is trusted for a few seconds, so a load balancer polling often costs the
// database one temporary table per interval; a failed one is tried again on the next request.
const TRUST_WRITE_MS = 5_000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  let writableUntil = 0;
  let probing: Promise<void> | null = null;
  const writable = () => {
    probing ??= probeWrite(app.db)
      .then(() => {
        writableUntil = performance.now() + TRUST_WRITE_MS;
      })
      .finally(() => {
        probing = null;
      });
    return probing;
  };

  app.get(
    '/health',
    {
      schema: {
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ error: z.string() }),
        },
      },
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        if (performance.now() >= writableUntil) await writable();
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health: la base de datos no acepta escrituras');
        return reply
          .status(503)
          .send({ error: 'La base de datos no responde o no acepta escrituras' });
      }
    },
  );

  // For a proxy or an orchestrator: the process answers (live), and it should be sent traffic
  // (ready): the database answers, every migration of this build is applied, no shutdown begun.
  const ok = { 200: z.object({ status: z.literal('ok') }), 503: z.object({ error: z.string() }) };
  app.get('/health/live', { schema: { response: ok } }, async () => ({ status: 'ok' as const }));
  app.get('/health/ready', { schema: { response: ok } }, async (request, reply) => {
    const notReady = (error: string) => reply.status(503).send({ error });
    if (app.lifecycle.shuttingDown) return notReady('El servidor se está cerrando');
    let missing: number;
    try {
      missing = await missingMigrations(app.db);
    } catch (error) {
      request.log.error({ err: error }, 'ready: la base de datos no responde');
      return notReady('La base de datos no responde');
    }
    if (missing === 1) return notReady('Falta 1 migración por aplicar');
    if (missing > 1) return notReady(`Faltan ${missing} migraciones por aplicar`);
    return { status: 'ok' as const };
  });
};
