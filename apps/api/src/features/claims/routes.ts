import { z } from 'zod';
import { CLAIM_MESSAGES, claimBodySchema } from '@drd/shared/api/claims';
import { idSchema } from '@drd/shared/api/common';
import { userRoutes, signedInUser } from '../auth/route-groups';
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
      const claim = await createClaim(
        app.db,
        {
          businessId: params.businessId,
          userId: signedInUser(request).id,
          ...body,
          publicUrl: app.config.PUBLIC_URL,
        },
        app.now(),
      );
      return reply.status(201).send({ ...claim, message: CLAIM_MESSAGES.created });
    },
  );
});
