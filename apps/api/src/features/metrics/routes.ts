// GET /metrics in Prometheus's text format. With METRICS_TOKEN set it asks for that Bearer token;
// without one it answers only to this machine (a scraper beside the server), and never to a request
// a proxy forwarded, since a proxy on the same machine connects from loopback too.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppMetrics } from './app-metrics';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function allowed(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const header = request.headers.authorization ?? '';
    return header.startsWith('Bearer ') && sameToken(header.slice('Bearer '.length), token);
  }
  const address = request.socket.remoteAddress ?? '';
  return LOOPBACK.has(address) && request.headers['x-forwarded-for'] === undefined;
}

export function metricsRoutes(metrics: AppMetrics): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/metrics',
      { schema: { response: { 200: z.string(), 401: z.object({ error: z.string() }) } } },
      async (request, reply) => {
        if (!allowed(request, app.config.METRICS_TOKEN)) {
          return reply.status(401).send({
            error: app.config.METRICS_TOKEN
              ? 'Falta el token de las métricas o no es válido'
              : 'Las métricas solo se sirven a esta máquina (o define METRICS_TOKEN)',
          });
        }
        metrics.startDefaults();
        const text = await metrics.registry.metrics();
        return reply
          .header('Cache-Control', 'no-store')
          .type(metrics.registry.contentType)
          .send(text);
      },
    );
  };
}
