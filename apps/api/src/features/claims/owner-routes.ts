import { z } from 'zod';
import { CLAIM_MESSAGES, claimsOnMineSchema, objectionBodySchema } from '@drd/shared/api/claims';
import { idParamsSchema } from '@drd/shared/api/common';
import { signedInUser, userRoutes } from '../auth/route-groups';
import { listClaimsOnMine, objectToClaim } from './owner-repository';

/** Claims on the signed-in person's listings: what waits, and their objection. */
export const claimOwnerRoutes = userRoutes(async (app) => {
  app.get('/my/business-claims', { schema: { response: { 200: claimsOnMineSchema } } }, (request) =>
    listClaimsOnMine(app.db, signedInUser(request).id),
  );

  app.post(
    '/claims/:id/object',
    {
      schema: {
        params: idParamsSchema,
        body: objectionBodySchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      await objectToClaim(
        app.db,
        {
          claimId: request.params.id,
          ownerId: signedInUser(request).id,
          reason: request.body.reason,
        },
        app.now(),
      );
      return { message: CLAIM_MESSAGES.objected };
    },
  );
});
