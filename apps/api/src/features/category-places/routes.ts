import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoryPlacesParamsSchema,
  categoryPlacesSchema,
  nearestCategoryPlacesQuerySchema,
  nearestCategoryPlacesSchema,
  placeCategoriesQuerySchema,
  placeCategoriesSchema,
} from '@drd/shared/api/category-places';
import { notFound } from '../../lib/http-error';
import { findCategoryPlaces, findNearestCategoryPlaces, findPlaceCategories } from './repository';

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

  // The way on from an empty category-in-place page (its 404): the nearest places that have it.
  app.get(
    '/nearest',
    {
      schema: {
        querystring: nearestCategoryPlacesQuerySchema,
        response: { 200: nearestCategoryPlacesSchema },
      },
    },
    async ({ query }) => {
      const { category, ...slugs } = query;
      const nearest = await findNearestCategoryPlaces(app.db, app.cache, category, slugs);
      if (!nearest) throw notFound('Categoría o lugar no encontrado');
      return nearest;
    },
  );
};
