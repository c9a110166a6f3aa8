import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  businessDetailSchema,
  businessFilterQuerySchema,
  businessListSchema,
  pageQuerySchema,
  recentListSchema,
  recentQuerySchema,
} from '@drd/shared/api/businesses';
import { idParamsSchema } from '@drd/shared/api/common';
import { badRequest, notFound } from '../../lib/http-error';
import { districtExists, municipalityExists, provinceExists } from '../locations/repository';
import { findBusinessDetail } from './detail-repository';
import { filterBusinesses, listRecentBusinesses } from './repository';
import type { BusinessFilterQuery } from '@drd/shared/api/businesses';
import type { Db } from '../../db/client';

/** Unknown place ids are a client mistake worth a clear 400, not an empty list. */
async function assertPlacesExist(db: Db, query: BusinessFilterQuery): Promise<void> {
  const details: Record<string, string[]> = {};
  if (query.province !== undefined && !(await provinceExists(db, query.province)))
    details.province = ['Provincia no encontrada'];
  if (query.municipality !== undefined && !(await municipalityExists(db, query.municipality)))
    details.municipality = ['Municipio no encontrado'];
  const district = query.district ?? query.districtMunicipality;
  if (district !== undefined && !(await districtExists(db, district)))
    details[query.district !== undefined ? 'district' : 'districtMunicipality'] = [
      'Distrito municipal no encontrado',
    ];
  if (Object.keys(details).length > 0) throw badRequest('Ubicación no encontrada', details);
}

export const businessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/filter',
    { schema: { querystring: businessFilterQuerySchema, response: { 200: businessListSchema } } },
    async ({ query }) => {
      await assertPlacesExist(app.db, query);
      return filterBusinesses(app.db, query, app.now());
    },
  );

  app.get(
    '/',
    { schema: { querystring: pageQuerySchema, response: { 200: businessListSchema } } },
    ({ query }) =>
      filterBusinesses(app.db, { ...query, openNow: false, openToday: false }, app.now()),
  );

  app.get(
    '/recent',
    { schema: { querystring: recentQuerySchema, response: { 200: recentListSchema } } },
    ({ query }) => listRecentBusinesses(app.db, query.limit),
  );

  app.get(
    '/detail/:id',
    { schema: { params: idParamsSchema, response: { 200: businessDetailSchema } } },
    async ({ params }) => {
      const business = await findBusinessDetail(app.db, params.id);
      if (!business) throw notFound('Negocio no encontrado');
      return business;
    },
  );
};
