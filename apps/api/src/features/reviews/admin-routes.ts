// Reported reviews for the administrators: the list, and the decision on each (keep it public, or
// remove it with the reason kept), on the version the list showed. The only way a review leaves
// the directory.
import { idParamsSchema } from '@drd/shared/api/common';
import {
  REVIEW_MESSAGES,
  reportedReviewSchema,
  reviewKeepBodySchema,
  reviewRemoveBodySchema,
} from '@drd/shared/api/content/reviews';
import { z } from 'zod';
import { adminRoutes, signedInUser } from '../auth/route-groups';
import { afterBusinessChange } from '../businesses/after-change';
import { keepReported, listReportedReviews, removeReview } from './admin-repository';

const decidedSchema = z.object({ message: z.string() });

export const adminReviewRoutes = adminRoutes(async (app) => {
  app.get('/reported', { schema: { response: { 200: z.array(reportedReviewSchema) } } }, () =>
    listReportedReviews(app.db),
  );

  app.post(
    '/:id/keep',
    {
      schema: {
        params: idParamsSchema,
        body: reviewKeepBodySchema,
        response: { 200: decidedSchema },
      },
    },
    async (request) => {
      const adminId = signedInUser(request).id;
      const { id } = request.params;
      // The review was public all along: nothing public changes.
      await keepReported(app.db, { id, version: request.body.version, adminId }, app.now());
      return { message: REVIEW_MESSAGES.adminKept };
    },
  );

  app.post(
    '/:id/remove',
    {
      schema: {
        params: idParamsSchema,
        body: reviewRemoveBodySchema,
        response: { 200: decidedSchema },
      },
    },
    async (request) => {
      const businessId = await removeReview(
        app.db,
        { id: request.params.id, adminId: signedInUser(request).id, ...request.body },
        app.now(),
      );
      await afterBusinessChange(app.db, app.cache, [businessId]);
      return { message: REVIEW_MESSAGES.adminRemoved };
    },
  );
});
