import { okSchema } from '@drd/shared/api/auth';
import { idParamsSchema } from '@drd/shared/api/common';
import {
  businessApproveBodySchema,
  businessRejectBodySchema,
  pendingBusinessListSchema,
} from '@drd/shared/api/subscriptions';
import { adminRoutes, signedInUser } from '../auth/route-groups';
import { afterBusinessChange } from '../businesses/after-change';
import { approveBusiness, listPendingBusinesses, rejectBusiness } from './repository';

export const adminBusinessRoutes = adminRoutes(async (app) => {
  app.get('/pending', { schema: { response: { 200: pendingBusinessListSchema } } }, () =>
    listPendingBusinesses(app.db),
  );

  app.post(
    '/:id/approve',
    {
      schema: {
        params: idParamsSchema,
        body: businessApproveBodySchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { params, body } = request;
      const input = {
        id: params.id,
        version: body.version,
        adminId: signedInUser(request).id,
        notes: body.adminNotes || null,
        publicUrl: app.config.PUBLIC_URL,
      };
      await approveBusiness(app.db, input, app.now());
      await afterBusinessChange(app.db, app.cache, [params.id]);
      return { ok: true as const };
    },
  );

  app.post(
    '/:id/reject',
    {
      schema: {
        params: idParamsSchema,
        body: businessRejectBodySchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { params, body } = request;
      await rejectBusiness(
        app.db,
        {
          id: params.id,
          version: body.version,
          adminId: signedInUser(request).id,
          notes: body.adminNotes,
          publicUrl: app.config.PUBLIC_URL,
        },
        app.now(),
      );
      return { ok: true as const };
    },
  );
});
