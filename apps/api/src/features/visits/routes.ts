import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  businessIdParamsSchema,
  recordVisitBodySchema,
  recordVisitResponseSchema,
  visitCountSchema,
} from '@drd/shared/api/visits';
import { notFound } from '../../lib/http-error';
import { recordSearchWords } from '../analytics/search-words';
import { limitAddress } from './limits';
import { getBusinessVisitCount, getGlobalVisitCount, recordVisit } from './repository';
import { visitorCookies } from './visitor-cookie';

export const visitRoutes: FastifyPluginAsyncZod = async (app) => {
  const visitors = await visitorCookies(app.db, {
    sessionSecret: app.config.SESSION_SECRET,
    production: app.config.NODE_ENV === 'production',
  });

  // Every page asks for the global count (the header's counter), so a browser has its visitor
  // cookie before its first click on a business.
  app.get(
    '/global',
    { schema: { response: { 200: visitCountSchema } } },
    async (request, reply) => {
      if (!visitors.read(request)) visitors.issue(request, reply);
      return { count: await getGlobalVisitCount(app.db) };
    },
  );

  app.get(
    '/business/:businessId',
    { schema: { params: businessIdParamsSchema, response: { 200: visitCountSchema } } },
    async ({ params }) => {
      const count = await getBusinessVisitCount(app.db, params.businessId);
      if (count === null) throw notFound('Negocio no encontrado');
      return { count };
    },
  );

  // A visit counts only for a visitor the server signed an id for on an earlier request: the
  // first request of a browser gets its cookie and counts nothing.
  app.post(
    '/record',
    { schema: { body: recordVisitBodySchema, response: { 200: recordVisitResponseSchema } } },
    async (request, reply) => {
      const { businessId } = request.body;
      const visitorId = visitors.read(request);
      if (!visitorId) {
        const count = await getBusinessVisitCount(app.db, businessId);
        if (count === null) throw notFound('Negocio no encontrado');
        visitors.issue(request, reply);
        return { counted: false, count, newVisitor: true };
      }
      const result = await recordVisit(app.db, {
        businessId,
        visitorId,
        address: limitAddress(request.ip),
        now: app.now(),
      });
      if (!result) throw notFound('Negocio no encontrado');
      if (result.counted && request.body.search) {
        const search = request.body.search;
        await recordSearchWords(app.db, { businessId, visitorId, search, now: app.now() });
      }
      return { ...result, newVisitor: false };
    },
  );
};
