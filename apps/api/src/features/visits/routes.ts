import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  businessIdParamsSchema,
  recordVisitBodySchema,
  recordVisitResponseSchema,
  visitCountSchema,
} from '@drd/shared/api/visits';
import { notFound } from '../../lib/http-error';
import { getBusinessVisitCount, getGlobalVisitCount, recordVisit } from './repository';

/** Anonymous visitor id: lets the server count one visit per visitor per 30 minutes. */
const VISITOR_COOKIE = 'drd_visitor';
const VISITOR_ID = /^[0-9a-f-]{36}$/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export const visitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/global', { schema: { response: { 200: visitCountSchema } } }, async () => ({
    count: await getGlobalVisitCount(app.db),
  }));

  app.get(
    '/business/:businessId',
    { schema: { params: businessIdParamsSchema, response: { 200: visitCountSchema } } },
    async ({ params }) => {
      const count = await getBusinessVisitCount(app.db, params.businessId);
      if (count === null) throw notFound('Negocio no encontrado');
      return { count };
    },
  );

  app.post(
    '/record',
    { schema: { body: recordVisitBodySchema, response: { 200: recordVisitResponseSchema } } },
    async (request, reply) => {
      const existing = request.cookies[VISITOR_COOKIE];
      const visitorId = existing && VISITOR_ID.test(existing) ? existing : randomUUID();
      if (visitorId !== existing) {
        void reply.setCookie(VISITOR_COOKIE, visitorId, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: request.protocol === 'https',
          maxAge: ONE_YEAR_SECONDS,
        });
      }
      const result = await recordVisit(app.db, {
        businessId: request.body.businessId,
        visitorId,
        now: app.now(),
      });
      if (!result) throw notFound('Negocio no encontrado');
      return result;
    },
  );
};
