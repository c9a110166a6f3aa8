import { idParamsSchema } from '@drd/shared/api/common';
import {
  adminAffiliateListSchema,
  adminPayoutListSchema,
  approveDueAnswerSchema,
  approveDueBodySchema,
  nextPayoutBatchSchema,
  payoutBatchAnswerSchema,
  payoutPaidAnswerSchema,
} from '@drd/shared/api/affiliates';
import { centsToDecimal, payoutPeriod, PAYOUT_MINIMUM_CENTS } from '@drd/shared/commission';
import { adminRoutes, signedInUser } from '../auth/route-groups';
import { listAffiliates } from './admin-repository';
import { runCommissionApproval } from './approval-job';
import { nextPayoutBatch } from './payout-preview';
import { listPayouts, markPayoutPaid, runPayoutBatch } from './payouts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const adminAffiliateRoutes = adminRoutes(async (app) => {
  app.get('/', { schema: { response: { 200: adminAffiliateListSchema } } }, async () => ({
    affiliates: await listAffiliates(app.db),
  }));

  app.get('/payouts', { schema: { response: { 200: adminPayoutListSchema } } }, async () => ({
    payouts: await listPayouts(app.db),
  }));

  app.get('/payouts/next', { schema: { response: { 200: nextPayoutBatchSchema } } }, () =>
    nextPayoutBatch(app.db, app.now()),
  );

  app.post('/payouts/run', { schema: { response: { 200: payoutBatchAnswerSchema } } }, async () => {
    const now = app.now();
    return {
      period: payoutPeriod(now),
      payouts: await runPayoutBatch(app.db, now, app.config.PUBLIC_URL),
      minimum: centsToDecimal(PAYOUT_MINIMUM_CENTS),
    };
  });

  app.post(
    '/payouts/:id/paid',
    { schema: { params: idParamsSchema, response: { 200: payoutPaidAnswerSchema } } },
    (request) =>
      markPayoutPaid(
        app.db,
        {
          id: request.params.id,
          adminId: signedInUser(request).id,
          publicUrl: app.config.PUBLIC_URL,
        },
        app.now(),
      ),
  );

  // Browser tests run the server on a fixed clock; this runs the daily approval job as if days
  // had passed. It exists only when NODE_ENV is 'test'.
  if (app.config.NODE_ENV === 'test') {
    app.post(
      '/test/approve-due',
      { schema: { body: approveDueBodySchema, response: { 200: approveDueAnswerSchema } } },
      async ({ body }) => {
        const at = new Date(app.now().getTime() + body.daysLater * DAY_MS);
        return { approved: (await runCommissionApproval(app.db, at, app.config.PUBLIC_URL)) ?? 0 };
      },
    );
  }
});
