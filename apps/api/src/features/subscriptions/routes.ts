import { z } from 'zod';
import { idSchema } from '@drd/shared/api/common';
import {
  renewalAnswerSchema,
  renewalBodySchema,
  subscriptionAnswerSchema,
} from '@drd/shared/api/subscriptions';
import { ownerAndAdminRoutes, signedInUser } from '../auth/route-groups';
import { readDopPerUsd } from '../payments/exchange-rate';
import { paymentDueNotice } from '../payments/payment-due';
import { manualPaymentProvider } from '../payments/provider';
import { paymentExtras } from '../payments/receipt-repository';
import { readSubscription, requestRenewal } from './repository';

const params = z.object({ businessId: idSchema });

/** The owner's plan: its state, and a renewal to pay (not managers: only the owner pays). */
export const subscriptionRoutes = ownerAndAdminRoutes(async (app) => {
  const provider = manualPaymentProvider(app.config);
  const onPaymentDue = paymentDueNotice(app.config);
  app.get(
    '/:businessId/subscription',
    { schema: { params, response: { 200: subscriptionAnswerSchema } } },
    ({ params }) => readSubscription(app.db, params.businessId, app.now()),
  );

  app.post(
    '/:businessId/renewal',
    {
      schema: {
        params,
        body: renewalBodySchema,
        response: { 200: renewalAnswerSchema, 201: renewalAnswerSchema },
      },
    },
    async (request, reply) => {
      const { params, body } = request;
      const input = {
        businessId: params.businessId,
        userId: signedInUser(request).id,
        packageId: body.packageId,
      };
      const { transaction, created } = await requestRenewal(app.db, input, app.now(), onPaymentDue);
      const [extras, dopPerUsd] = await Promise.all([
        paymentExtras(app.db, params.businessId, transaction.id),
        readDopPerUsd(app.db, app.config.DOP_PER_USD),
      ]);
      const instructions = provider.instructions(transaction);
      const answer = { transaction, instructions, ...extras, dopPerUsd, created };
      return reply.status(created ? 201 : 200).send(answer);
    },
  );
});
