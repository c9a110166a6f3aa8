import { z } from 'zod';
import {
  VERIFICATION_MESSAGES,
  ownVerificationSchema,
  verificationBodySchema,
  verificationCreatedSchema,
} from '@drd/shared/api/verification';
import { apiErrorSchema, idSchema } from '@drd/shared/api/common';
import { ownerRoutes, signedInUser } from '../auth/route-groups';
import { createVerification, findOwnVerification } from './repository';

const params = z.object({ businessId: idSchema });

/** The owner asks for the badge; the owner and administrators read where the request stands. */
export const verificationRoutes = ownerRoutes(async (app) => {
  app.get(
    '/:businessId/verification',
    { schema: { params, response: { 200: ownVerificationSchema } } },
    async (request, reply) => {
      void reply.header('Cache-Control', 'private, no-store');
      return findOwnVerification(app.db, request.params.businessId);
    },
  );

  app.post(
    '/:businessId/verification',
    {
      schema: {
        params,
        body: verificationBodySchema,
        response: { 201: verificationCreatedSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { params: p, body } = request;
      const userId = signedInUser(request).id;
      const created = await createVerification(
        app.db,
        { businessId: p.businessId, userId, ...body },
        app.now(),
      );
      return reply
        .status(201)
        .send({ id: created.id, status: 'pending', message: VERIFICATION_MESSAGES.created });
    },
  );
});
