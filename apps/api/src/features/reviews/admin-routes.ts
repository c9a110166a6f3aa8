// Reported reviews for the administrators: the list, and the decision on each (publish, or
// remove with the reason kept). The only way a review leaves the directory.
import { idParamsSchema } from '@drd/shared/api/common';
import {
  REVIEW_MESSAGES,
  reportedReviewSchema,
  reviewReasonSchema,
} from '@drd/shared/api/content/reviews';
import { z } from 'zod';
import { adminRoutes, signedInUser } from '../auth/route-groups';
import { afterBusinessChange } from '../businesses/after-change';
import { listReportedReviews, publishReported, removeReview } from './admin-repository';

const decidedSchema = z.object({ message: z.string() });

export const adminReviewRoutes = adminRoutes(async (app) => {
  app.get('/reported', { schema: { response: { 200: z.array(reportedReviewSchema) } } }, () =>
    listReportedReviews(app.db),
  );

  app.post(
    '/:id/publish',
    { schema: { params: idParamsSchema, response: { 200: decidedSchema } } },
    async (request) => {
      const admin = signedInUser(request).id;
      const businessId = await publishReported(app.db, request.params.id, admin, app.now());
      await afterBusinessChange(app.db, app.cache, [businessId]);
      return { message: REVIEW_MESSAGES.adminPublished };
    },
  );

  app.post(
    '/:id/remove',
    {
      schema: {
        params: idParamsSchema,
        body: reviewReasonSchema,
        response: { 200: decidedSchema },
      },
    },
    async (request) => {
      const businessId = await removeReview(
        app.db,
        { id: request.params.id, adminId: signedInUser(request).id, reason: request.body.reason },
        app.now(),
      );
      await afterBusinessChange(app.db, app.cache, [businessId]);
      return { message: REVIEW_MESSAGES.adminRemoved };
    },
  );
});
