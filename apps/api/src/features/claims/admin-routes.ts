import {
  claimListQuerySchema,
  claimListSchema,
  claimApproveBodySchema,
  claimRejectBodySchema,
} from '@drd/shared/api/claims';
import { apiErrorSchema, idParamsSchema } from '@drd/shared/api/common';
import { okSchema } from '@drd/shared/api/auth';
import { adminRoutes, signedInUser } from '../auth/route-groups';
import { decideClaim } from './decide';
import { listClaims } from './repository';

export const adminClaimRoutes = adminRoutes(async (app) => {
  app.get(
    '/',
    { schema: { querystring: claimListQuerySchema, response: { 200: claimListSchema } } },
    ({ query }) => listClaims(app.db, query.status),
  );

  app.post(
    '/:id/approve',
    {
      schema: {
        params: idParamsSchema,
        body: claimApproveBodySchema,
        response: { 200: okSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const { params, body } = request;
      const notes = body.adminNotes || null;
      await decideClaim(
        app.db,
        {
          id: params.id,
          approve: true,
          version: body.version,
          adminId: signedInUser(request).id,
          notes,
          publicUrl: app.config.PUBLIC_URL,
        },
        app.now(),
      );
      return { ok: true as const };
    },
  );

  app.post(
    '/:id/reject',
    {
      schema: {
        params: idParamsSchema,
        body: claimRejectBodySchema,
        response: { 200: okSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const { params, body } = request;
      const notes = body.adminNotes;
      await decideClaim(
        app.db,
        {
          id: params.id,
          approve: false,
          version: body.version,
          adminId: signedInUser(request).id,
          notes,
          publicUrl: app.config.PUBLIC_URL,
        },
        app.now(),
      );
      return { ok: true as const };
    },
  );
});
