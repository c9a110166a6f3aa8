import { idParamsSchema } from '@drd/shared/api/common';
import {
  adminPaymentListSchema,
  adminPaymentsFilterSchema,
  adminPaymentsQuerySchema,
  exchangeRateSchema,
  markReceivedBodySchema,
  markRefundedBodySchema,
  paymentChangeAnswerSchema,
} from '@drd/shared/api/payments';
import { adminRoutes, signedInUser } from '../auth/route-groups';
import { afterBusinessChange } from '../businesses/after-change';
import { paymentsCsv } from './csv';
import { saveDopPerUsd } from './exchange-rate';
import {
  exportPayments,
  listPayments,
  markPaymentReceived,
  markPaymentRefunded,
} from './repository';

export const adminPaymentRoutes = adminRoutes(async (app) => {
  app.get(
    '/',
    {
      schema: { querystring: adminPaymentsQuerySchema, response: { 200: adminPaymentListSchema } },
    },
    ({ query }) => listPayments(app.db, query.page, query.pageSize, query),
  );

  app.get(
    '/export.csv',
    { schema: { querystring: adminPaymentsFilterSchema } },
    async ({ query }, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="pagos.csv"')
        .header('Cache-Control', 'private, no-store')
        .send(paymentsCsv(await exportPayments(app.db, query))),
  );

  app.put(
    '/exchange-rate',
    { schema: { body: exchangeRateSchema, response: { 200: exchangeRateSchema } } },
    async ({ body }) => ({ dopPerUsd: await saveDopPerUsd(app.db, body.dopPerUsd, app.now()) }),
  );

  app.post(
    '/:id/received',
    {
      schema: {
        params: idParamsSchema,
        body: markReceivedBodySchema,
        response: { 200: paymentChangeAnswerSchema },
      },
    },
    async (request) => {
      const { params, body } = request;
      const input = {
        id: params.id,
        adminId: signedInUser(request).id,
        publicUrl: app.config.PUBLIC_URL,
        ...body,
      };
      const { payment, changed, businessId } = await markPaymentReceived(app.db, input, app.now());
      if (businessId !== null) await afterBusinessChange(app.db, app.cache, [businessId]);
      return { payment, changed };
    },
  );

  app.post(
    '/:id/refunded',
    {
      schema: {
        params: idParamsSchema,
        body: markRefundedBodySchema,
        response: { 200: paymentChangeAnswerSchema },
      },
    },
    async (request) => {
      const { params, body } = request;
      const input = { id: params.id, version: body.version, adminId: signedInUser(request).id };
      const { payment, changed, businessId } = await markPaymentRefunded(app.db, input, app.now());
      if (businessId !== null) await afterBusinessChange(app.db, app.cache, [businessId]);
      return { payment, changed };
    },
  );
});
