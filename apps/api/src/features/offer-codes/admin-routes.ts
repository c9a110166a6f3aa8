import { adminOfferCodeListSchema, adminOfferCodeSchema } from '@drd/shared/api/offer-codes';
import { adminRoutes, signedInUser } from '../auth/route-groups';
import { createOfferCode, listOfferCodes } from './repository';

export const adminOfferCodeRoutes = adminRoutes(async (app) => {
  app.get('/', { schema: { response: { 200: adminOfferCodeListSchema } } }, () =>
    listOfferCodes(app.db),
  );

  app.post('/', { schema: { response: { 201: adminOfferCodeSchema } } }, async (request, reply) =>
    reply.status(201).send(await createOfferCode(app.db, signedInUser(request).id, app.now())),
  );
});
