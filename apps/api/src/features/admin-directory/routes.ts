import { okSchema } from '@drd/shared/api/auth';
import { apiErrorSchema, idParamsSchema } from '@drd/shared/api/common';
import {
  adminBusinessFactsSchema,
  adminBusinessListSchema,
  adminBusinessQuerySchema,
  adminBusinessSchema,
  adminTransferBodySchema,
  restoreBodySchema,
  suspendBodySchema,
} from '@drd/shared/api/admin-console';
import { notFound } from '../../lib/http-error';
import { adminRoutes, signedInUser } from '../auth/route-groups';
import { afterBusinessChange } from '../businesses/after-change';
import { editBusinessFacts, restoreBusiness, suspendBusiness } from './actions';
import { findAdminBusiness, searchBusinesses } from './repository';
import { adminTransferBusiness } from './transfer';

/** /api/admin/directory: every business, whatever its state. */
export const adminDirectoryRoutes = adminRoutes(async (app) => {
  app.get(
    '/',
    {
      schema: { querystring: adminBusinessQuerySchema, response: { 200: adminBusinessListSchema } },
    },
    ({ query }) => searchBusinesses(app.db, query, app.now()),
  );

  app.get(
    '/:id',
    { schema: { params: idParamsSchema, response: { 200: adminBusinessSchema } } },
    async ({ params }) => {
      const business = await findAdminBusiness(app.db, params.id);
      if (!business) throw notFound('Negocio no encontrado');
      return business;
    },
  );

  const actor = (request: Parameters<typeof signedInUser>[0]) => ({
    adminId: signedInUser(request).id,
    publicUrl: app.config.PUBLIC_URL,
  });
  const ok = { 200: okSchema, 404: apiErrorSchema, 409: apiErrorSchema };

  app.post(
    '/:id/suspend',
    { schema: { params: idParamsSchema, body: suspendBodySchema, response: ok } },
    async (request) => {
      const { params, body } = request;
      await suspendBusiness(app.db, { ...actor(request), id: params.id, ...body }, app.now());
      await afterBusinessChange(app.db, app.cache, [params.id]);
      return { ok: true as const };
    },
  );

  app.post(
    '/:id/restore',
    { schema: { params: idParamsSchema, body: restoreBodySchema, response: ok } },
    async (request) => {
      const { params, body } = request;
      const input = { ...actor(request), id: params.id, note: body.note || null };
      await restoreBusiness(app.db, input, app.now());
      await afterBusinessChange(app.db, app.cache, [params.id]);
      return { ok: true as const };
    },
  );

  app.patch(
    '/:id',
    { schema: { params: idParamsSchema, body: adminBusinessFactsSchema, response: ok } },
    async (request) => {
      const { params, body } = request;
      await editBusinessFacts(app.db, { ...actor(request), id: params.id, facts: body }, app.now());
      await afterBusinessChange(app.db, app.cache, [params.id]);
      return { ok: true as const };
    },
  );

  app.post(
    '/:id/transfer',
    { schema: { params: idParamsSchema, body: adminTransferBodySchema, response: ok } },
    async (request) => {
      const { params, body } = request;
      await adminTransferBusiness(app.db, { ...actor(request), id: params.id, ...body }, app.now());
      await afterBusinessChange(app.db, app.cache, [params.id]);
      return { ok: true as const };
    },
  );
});
