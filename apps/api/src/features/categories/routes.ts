import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoriesResponseSchema, categoryNamesSchema } from '@drd/shared/api/categories';
import { listActiveCategoryNames, listCategoryModules, listUsedCategoryNames } from './repository';

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: categoriesResponseSchema } } }, async () => ({
    modules: await app.cache.get('category-modules', () => listCategoryModules(app.db)),
  }));
  app.get('/used', { schema: { response: { 200: categoryNamesSchema } } }, () =>
    app.cache.get('category-names-used', () => listUsedCategoryNames(app.db)),
  );
  app.get('/active', { schema: { response: { 200: categoryNamesSchema } } }, () =>
    app.cache.get('category-names-active', () => listActiveCategoryNames(app.db)),
  );
};
