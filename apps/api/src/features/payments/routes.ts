import { z } from 'zod';
import { idSchema } from '@drd/shared/api/common';
import {
  PAYMENT_MESSAGES,
  exchangeRateSchema,
  paymentReceiptAnswerSchema,
  paymentReceiptBodySchema,
  pendingPaymentAnswerSchema,
} from '@drd/shared/api/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-error';
import { ownerAndAdminRoutes, signedInUser } from '../auth/route-groups';
import { readDopPerUsd } from './exchange-rate';
import { manualPaymentProvider } from './provider';
import { attachReceipt, paymentExtras } from './receipt-repository';
import { findPendingPayment } from './repository';

const params = z.object({ businessId: idSchema });

/** The owner's view of what is left to pay for a business, and how; and its receipt. */
export const paymentRoutes = ownerAndAdminRoutes(async (app) => {
  const provider = manualPaymentProvider(app.config);
  app.get(
    '/:businessId/payment',
    { schema: { params, response: { 200: pendingPaymentAnswerSchema } } },
    async ({ params }) => {
      const transaction = await findPendingPayment(app.db, params.businessId);
      if (!transaction) throw notFound(PAYMENT_MESSAGES.noPending);
      const [extras, dopPerUsd] = await Promise.all([
        paymentExtras(app.db, params.businessId, transaction.id),
        readDopPerUsd(app.db, app.config.DOP_PER_USD),
      ]);
      return {
        transaction,
        instructions: provider.instructions(transaction),
        ...extras,
        dopPerUsd,
      };
    },
  );

  app.put(
    '/:businessId/payment/receipt',
    {
      schema: {
        params,
        body: paymentReceiptBodySchema,
        response: { 200: paymentReceiptAnswerSchema },
      },
    },
    async (request) => {
      const input = {
        businessId: request.params.businessId,
        userId: signedInUser(request).id,
        documentKey: request.body.documentKey,
      };
      const receiptKey = await attachReceipt(app.db, input, app.now());
      return { receiptKey, message: PAYMENT_MESSAGES.receiptSaved };
    },
  );
});

/** The RD$ per US$ rate every price beside a plan uses (public: /planes shows it). */
export const exchangeRateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/exchange-rate', { schema: { response: { 200: exchangeRateSchema } } }, async () => ({
    dopPerUsd: await readDopPerUsd(app.db, app.config.DOP_PER_USD),
  }));
};
