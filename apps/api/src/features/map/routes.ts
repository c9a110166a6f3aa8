import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mapPointsSchema, mapQuerySchema, type MapQuery } from '@drd/shared/api/map';
import { badRequest } from '../../lib/http-error';
import { districtExists, municipalityExists, provinceExists } from '../locations/repository';
import { findMapPoints } from './repository';
import type { Db } from '../../db/client';

/** Unknown place ids answer 400, as on /api/businesses/filter. */
async function assertPlacesExist(db: Db, query: MapQuery): Promise<void> {
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

/** Registered under /api/businesses: GET /api/businesses/map. */
export const mapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/map',
    { schema: { querystring: mapQuerySchema, response: { 200: mapPointsSchema } } },
    async ({ query }) => {
      await assertPlacesExist(app.db, query);
      return findMapPoints(app.db, query, app.now());
    },
  );
};
