import { z } from 'zod';
import { idSchema } from '@drd/shared/api/common';
import { renewalAnswerSchema, subscriptionAnswerSchema } from '@drd/shared/api/subscriptions';
import { ownerAndAdminRoutes, signedInUser } from '../auth/route-groups';
import { manualPaymentProvider } from '../payments/provider';
import { readSubscription, requestRenewal } from './repository';

const params = z.object({ businessId: idSchema });

/** The owner's plan: its state, and a renewal to pay (not managers: only the owner pays). */
export const subscriptionRoutes = ownerAndAdminRoutes(async (app) => {
  const provider = manualPaymentProvider(app.config);
  app.get(
    '/:businessId/subscription',
    { schema: { params, response: { 200: subscriptionAnswerSchema } } },
    ({ params }) => readSubscription(app.db, params.businessId, app.now()),
  );

  app.post(
    '/:businessId/renewal',
    { schema: { params, response: { 200: renewalAnswerSchema, 201: renewalAnswerSchema } } },
    async (request, reply) => {
      const { params } = request;
      const input = { businessId: params.businessId, userId: signedInUser(request).id };
      const { transaction, created } = await requestRenewal(app.db, input, app.now());
      const answer = { transaction, instructions: provider.instructions(transaction), created };
      return reply.status(created ? 201 : 200).send(answer);
    },
  );
});
