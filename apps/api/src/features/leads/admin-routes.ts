// Administrators see how many messages businesses get, never what they say (decision 017).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { leadCountsQuerySchema, leadCountsSchema } from '@drd/shared/api/leads';
import { adminRoutes } from '../auth/route-groups';
import { leadCounts } from './repository';

export const adminLeadRoutes: FastifyPluginAsyncZod = adminRoutes(async (app) => {
  app.get(
    '/counts',
    { schema: { querystring: leadCountsQuerySchema, response: { 200: leadCountsSchema } } },
    async (request) => ({
      counts: await leadCounts(app.db, app.now(), request.query.businessId),
    }),
  );
});
