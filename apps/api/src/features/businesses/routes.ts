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
import { notFound } from '../../lib/http-error';
import { findBusinessAccess } from '../auth/ownership-repository';
import { mapPointsSchema, mapQuerySchema } from '@drd/shared/api/map';
import { assertPlacesExist } from './where-clause';
import { findMapPoints } from './map-repository';
import { findBusinessDetail } from './detail-repository';
import { findSimilarBusinesses } from './similar';
import { filterBusinesses, listRecentBusinesses } from './repository';
import { openNowWayOut } from './way-out';
import { readWhatWhere } from './search/what-where';

export const businessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/filter',
    { schema: { querystring: businessFilterQuerySchema, response: { 200: businessListSchema } } },
    async ({ query }) => {
      await assertPlacesExist(app.db, app.cache, query);
      const now = app.now();
      const read = await readWhatWhere(app.db, app.cache, query, now);
      const list = await filterBusinesses(app.db, app.cache, read.query, now);
      const answer = read.reading ? { ...list, reading: read.reading } : list;
      if (!query.openNow || list.filtered > 0) return answer;
      return { ...answer, openNowWayOut: await openNowWayOut(app.db, app.cache, read.query, now) };
    },
  );

  app.get(
    '/',
    { schema: { querystring: pageQuerySchema, response: { 200: businessListSchema } } },
    ({ query }) =>
      filterBusinesses(
        app.db,
        app.cache,
        { ...query, openNow: false, openToday: false, offers: false },
        app.now(),
      ),
  );

  app.get(
    '/map',
    { schema: { querystring: mapQuerySchema, response: { 200: mapPointsSchema } } },
    async ({ query }) => {
      await assertPlacesExist(app.db, app.cache, query);
      const now = app.now();
      // The list's one reading of place words (027); the area and limit are the map's own.
      const { south, west, north, east, limit, ...filters } = query;
      const read = await readWhatWhere(app.db, app.cache, filters, now);
      const box = { south, west, north, east, limit };
      const points = await findMapPoints(app.db, app.cache, { ...read.query, ...box }, now);
      return read.reading ? { ...points, reading: read.reading } : points;
    },
  );

  app.get(
    '/recent',
    { schema: { querystring: recentQuerySchema, response: { 200: recentListSchema } } },
    ({ query }) => listRecentBusinesses(app.db, query.limit),
  );

  app.get(
    '/detail/:id',
    { schema: { params: idParamsSchema, response: { 200: businessDetailSchema } } },
    async ({ params, user }, reply) => {
      const business = await findBusinessDetail(app.db, params.id, { now: app.now() });
      if (business) return business;
      // Not published: its owner, managers and administrators see the preview, everyone else 404.
      const access = user ? await findBusinessAccess(app.db, params.id, user.id) : undefined;
      const mayPreview =
        access !== undefined &&
        (user?.role === 'admin' || access.ownerId === user?.id || access.isManager);
      const preview = mayPreview
        ? await findBusinessDetail(app.db, params.id, { anyState: true, now: app.now() })
        : null;
      if (!preview) throw notFound('Negocio no encontrado');
      // One person's answer: no shared cache may keep it and hand it to a visitor.
      void reply.header('Cache-Control', 'private, no-store');
      return {
        ...preview,
        preview: true,
        ...(access?.suspension && { suspension: access.suspension }),
      };
    },
  );

  app.get(
    '/:id/similar',
    { schema: { params: idParamsSchema, response: { 200: recentListSchema } } },
    async ({ params }) => {
      const similar = await findSimilarBusinesses(app.db, params.id);
      if (!similar) throw notFound('Negocio no encontrado');
      return similar;
    },
  );
};
