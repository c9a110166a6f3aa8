import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoriesResponseSchema, categoryNamesSchema } from '@drd/shared/api/categories';
import { listActiveCategoryNames, listCategoryModules, listUsedCategoryNames } from './repository';

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: categoriesResponseSchema } } }, async () => ({
    modules: await listCategoryModules(app.db, app.cache),
  }));
  app.get('/used', { schema: { response: { 200: categoryNamesSchema } } }, () =>
    listUsedCategoryNames(app.db, app.cache),
  );
  app.get('/active', { schema: { response: { 200: categoryNamesSchema } } }, () =>
    listActiveCategoryNames(app.db, app.cache),
  );
};
