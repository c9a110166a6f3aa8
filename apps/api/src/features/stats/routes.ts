import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statsSchema } from '@drd/shared/api/stats';
import { getStats } from './repository';

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/stats', { schema: { response: { 200: statsSchema } } }, () => getStats(app.db));
};
