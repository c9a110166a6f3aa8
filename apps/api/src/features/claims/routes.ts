import { z } from 'zod';
import { CLAIM_MESSAGES, claimBodySchema } from '@drd/shared/api/claims';
import { idSchema } from '@drd/shared/api/common';
import { userRoutes, signedInUser } from '../auth/route-groups';
import { badRequest } from '../../lib/http-error';
import { documentOwner } from '../uploads/document-repository';
import { UPLOAD_MESSAGES } from '../uploads/messages';
import { createClaim } from './repository';

/** A signed-in person asks to become the owner of an existing listing. */
export const claimRoutes = userRoutes(async (app) => {
  app.post(
    '/:businessId/claims',
    {
      schema: {
        params: z.object({ businessId: idSchema }),
        body: claimBodySchema,
        response: {
          201: z.object({
            id: z.number(),
            status: z.literal('pending'),
            businessHasOwner: z.boolean(),
            message: z.string(),
          }),
        },
      },
    },
    async (request, reply) => {
      const { params, body } = request;
      const userId = signedInUser(request).id;
      // The document is one this claimant uploaded privately (POST /api/uploads/documents).
      if (body.documentKey && (await documentOwner(app.db, body.documentKey)) !== userId) {
        const message = UPLOAD_MESSAGES.documentNotYours;
        throw badRequest(message, { documentKey: [message] });
      }
      const claim = await createClaim(
        app.db,
        {
          businessId: params.businessId,
          userId,
          note: body.note,
          documentKey: body.documentKey,
          publicUrl: app.config.PUBLIC_URL,
        },
        app.now(),
      );
      return reply.status(201).send({ ...claim, message: CLAIM_MESSAGES.created });
    },
  );
});
