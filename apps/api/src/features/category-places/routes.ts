import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoryPlacesParamsSchema,
  categoryPlacesSchema,
  placeCategoriesQuerySchema,
  placeCategoriesSchema,
} from '@drd/shared/api/category-places';
import { notFound } from '../../lib/http-error';
import { findCategoryPlaces, findPlaceCategories } from './repository';

export const categoryPlaceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/by-category/:slug',
    { schema: { params: categoryPlacesParamsSchema, response: { 200: categoryPlacesSchema } } },
    async ({ params }) => {
      const places = await findCategoryPlaces(app.db, app.cache, params.slug);
      if (!places) throw notFound('Categoría no encontrada');
      return places;
    },
  );

  app.get(
    '/by-place',
    {
      schema: { querystring: placeCategoriesQuerySchema, response: { 200: placeCategoriesSchema } },
    },
    ({ query }) => findPlaceCategories(app.db, app.cache, query),
  );
};
