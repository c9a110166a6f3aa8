import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mapPointsSchema, mapQuerySchema } from '@drd/shared/api/map';
import { assertPlacesExist } from '../businesses/filter-conditions';
import { findMapPoints } from './repository';

/** Registered under /api/businesses: GET /api/businesses/map. */
export const mapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/map',
    { schema: { querystring: mapQuerySchema, response: { 200: mapPointsSchema } } },
    async ({ query }) => {
      await assertPlacesExist(app.db, app.cache, query);
      return findMapPoints(app.db, app.cache, query, app.now());
    },
  );
};
