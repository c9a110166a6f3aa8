import { okSchema } from '@drd/shared/api/auth';
import { apiErrorSchema, idParamsSchema } from '@drd/shared/api/common';
import {
  adminOfferCodeListSchema,
  adminOfferCodeSchema,
  createOfferCodesBodySchema,
} from '@drd/shared/api/offer-codes';
import { adminRoutes, signedInUser } from '../auth/route-groups';
import { createOfferCodes, listOfferCodes, revokeOfferCode } from './repository';

export const adminOfferCodeRoutes = adminRoutes(async (app) => {
  app.get('/', { schema: { response: { 200: adminOfferCodeListSchema } } }, () =>
    listOfferCodes(app.db),
  );

  // One code, no label and no last day: the console's 'Generar código'.
  app.post('/', { schema: { response: { 201: adminOfferCodeSchema } } }, async (request, reply) => {
    const input = { count: 1 };
    const [code] = await createOfferCodes(app.db, signedInUser(request).id, input, app.now());
    return reply.status(201).send(code!);
  });

  app.post(
    '/batch',
    {
      schema: {
        body: createOfferCodesBodySchema,
        response: { 201: adminOfferCodeListSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createOfferCodes(app.db, signedInUser(request).id, request.body, app.now())),
  );

  app.post(
    '/:id/revoke',
    {
      schema: {
        params: idParamsSchema,
        response: { 200: okSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      await revokeOfferCode(app.db, signedInUser(request).id, request.params.id, app.now());
      return { ok: true as const };
    },
  );
});
