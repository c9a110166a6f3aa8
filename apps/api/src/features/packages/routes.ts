import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { packageListSchema } from '@drd/shared/api/packages';
import { listPackages } from './repository';

export const packageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/packages', { schema: { response: { 200: packageListSchema } } }, () =>
    listPackages(app.db, app.cache),
  );
};
