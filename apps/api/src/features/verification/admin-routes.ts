import { okSchema } from '@drd/shared/api/auth';
import { apiErrorSchema, idParamsSchema } from '@drd/shared/api/common';
import {
  adminVerificationListSchema,
  adminVerificationQuerySchema,
  verificationApproveBodySchema,
  verificationRejectBodySchema,
} from '@drd/shared/api/verification';
import { adminRoutes, signedInUser } from '../auth/route-groups';
import { afterBusinessChange } from '../businesses/after-change';
import { decideVerification } from './decide';
import { listVerifications } from './repository';

export const adminVerificationRoutes = adminRoutes(async (app) => {
  app.get(
    '/',
    {
      schema: {
        querystring: adminVerificationQuerySchema,
        response: { 200: adminVerificationListSchema },
      },
    },
    async (request, reply) => {
      // The numbers are personal data: no shared cache keeps them.
      void reply.header('Cache-Control', 'private, no-store');
      return listVerifications(app.db, request.query.status);
    },
  );

  for (const action of ['approve', 'reject'] as const) {
    app.post(
      `/:id/${action}`,
      {
        schema: {
          params: idParamsSchema,
          body: action === 'approve' ? verificationApproveBodySchema : verificationRejectBodySchema,
          response: { 200: okSchema, 409: apiErrorSchema },
        },
      },
      async (request) => {
        const { params, body } = request;
        const { businessId } = await decideVerification(
          app.db,
          {
            id: params.id,
            approve: action === 'approve',
            version: body.version,
            adminId: signedInUser(request).id,
            notes: body.adminNotes || null,
            publicUrl: app.config.PUBLIC_URL,
          },
          app.now(),
        );
        // The badge is on the cards of cached first pages.
        if (action === 'approve') await afterBusinessChange(app.db, app.cache, [businessId]);
        return { ok: true as const };
      },
    );
  }
});
