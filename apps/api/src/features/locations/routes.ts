import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  districtsQuerySchema,
  locationListSchema,
  municipalitiesQuerySchema,
  placeQuerySchema,
  placeSchema,
} from '@drd/shared/api/locations';
import { badRequest, notFound } from '../../lib/http-error';
import {
  findPlace,
  listDistricts,
  listMunicipalities,
  listProvinces,
  municipalityExists,
  provinceExists,
} from './repository';

export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/provinces', { schema: { response: { 200: locationListSchema } } }, () =>
    listProvinces(app.db),
  );

  app.get(
    '/municipalities',
    { schema: { querystring: municipalitiesQuerySchema, response: { 200: locationListSchema } } },
    async ({ query }) => {
      if (!(await provinceExists(app.db, query.provinceId))) {
        throw badRequest('Provincia no encontrada', { provinceId: ['Provincia no encontrada'] });
      }
      return listMunicipalities(app.db, query.provinceId);
    },
  );

  app.get(
    '/districts',
    { schema: { querystring: districtsQuerySchema, response: { 200: locationListSchema } } },
    async ({ query }) => {
      if (!(await municipalityExists(app.db, query.municipalityId))) {
        throw badRequest('Municipio no encontrado', {
          municipalityId: ['Municipio no encontrado'],
        });
      }
      return listDistricts(app.db, query.municipalityId);
    },
  );

  app.get(
    '/place',
    { schema: { querystring: placeQuerySchema, response: { 200: placeSchema } } },
    async ({ query }) => {
      const place = await findPlace(app.db, query);
      if (!place) throw notFound('Ubicación no encontrada');
      return place;
    },
  );
};
