// The owner publishes the reviews of their business or reports one with a reason (an
// administrator then decides); they never delete one. Answers are owner content
// ('review-replies' in the content registry).
import { contentItemParamsSchema, contentParamsSchema } from '@drd/shared/api/content/items';
import {
  ownerReviewSchema,
  REVIEW_MESSAGES,
  reviewDecisionSchema,
  reviewReasonSchema,
} from '@drd/shared/api/content/reviews';
import { z } from 'zod';
import { ownerRoutes } from '../auth/route-groups';
import { afterBusinessChange } from '../businesses/after-change';
import { approveReview, listOwnerReviews, reportReview } from './repository';

export const ownerReviewRoutes = ownerRoutes(async (app) => {
  app.get(
    '/:businessId/reviews/all',
    { schema: { params: contentParamsSchema, response: { 200: z.array(ownerReviewSchema) } } },
    (request) => listOwnerReviews(app.db, request.params.businessId),
  );

  app.post(
    '/:businessId/reviews/:id/approve',
    { schema: { params: contentItemParamsSchema, response: { 200: reviewDecisionSchema } } },
    async (request) => {
      const { businessId, id } = request.params;
      const rating = await approveReview(app.db, businessId, id);
      // The rating shows on cards and the profile, which the query cache may hold.
      await afterBusinessChange(app.db, app.cache, [businessId]);
      return { message: REVIEW_MESSAGES.approved, rating };
    },
  );

  // 'Reportar' (the path keeps its old name 'reject' for clients already out there).
  app.post(
    '/:businessId/reviews/:id/reject',
    {
      schema: {
        params: contentItemParamsSchema,
        body: reviewReasonSchema,
        response: { 200: reviewDecisionSchema },
      },
    },
    async (request) => {
      const { businessId, id } = request.params;
      const rating = await reportReview(
        app.db,
        { businessId, id, reason: request.body.reason },
        app.now(),
      );
      // A waiting review was not in the rating: nothing public changed.
      return { message: REVIEW_MESSAGES.reported, rating };
    },
  );
});
