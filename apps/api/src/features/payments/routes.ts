import { z } from 'zod';
import { idSchema } from '@drd/shared/api/common';
import { PAYMENT_MESSAGES, pendingPaymentAnswerSchema } from '@drd/shared/api/payments';
import { notFound } from '../../lib/http-error';
import { ownerAndAdminRoutes } from '../auth/route-groups';
import { manualPaymentProvider } from './provider';
import { findPendingPayment } from './repository';

const params = z.object({ businessId: idSchema });

/** The owner's view of what is left to pay for a business, and how. */
export const paymentRoutes = ownerAndAdminRoutes(async (app) => {
  const provider = manualPaymentProvider(app.config);
  app.get(
    '/:businessId/payment',
    { schema: { params, response: { 200: pendingPaymentAnswerSchema } } },
    async ({ params }) => {
      const transaction = await findPendingPayment(app.db, params.businessId);
      if (!transaction) throw notFound(PAYMENT_MESSAGES.noPending);
      return { transaction, instructions: provider.instructions(transaction) };
    },
  );
});
