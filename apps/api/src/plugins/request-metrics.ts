// Every request's duration into the histogram, labelled by the route's pattern ('/api/businesses/:id'),
// never by the raw URL: one series per route, however many ids and filters visitors send.
import type { FastifyInstance } from 'fastify';
import { statusClass, type AppMetrics } from '../features/metrics/app-metrics';

export function registerRequestMetrics(app: FastifyInstance, metrics: AppMetrics) {
  app.addHook('onResponse', async (request, reply) => {
    metrics.requestDuration.observe(
      {
        route: request.routeOptions.url ?? 'sin ruta',
        method: request.method,
        status_class: statusClass(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}
