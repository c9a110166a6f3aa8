import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOfferCodeListSchema, adminOfferCodeSchema } from '@drd/shared/api/offer-codes';
import { requireAdmin } from '../auth/guards';
import { createOfferCode, listOfferCodes } from './repository';

export const adminOfferCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', async (request) => {
    requireAdmin(request);
  });

  app.get('/', { schema: { response: { 200: adminOfferCodeListSchema } } }, () =>
    listOfferCodes(app.db),
  );

  app.post('/', { schema: { response: { 201: adminOfferCodeSchema } } }, async (_request, reply) =>
    reply.status(201).send(await createOfferCode(app.db, app.now())),
  );
};
