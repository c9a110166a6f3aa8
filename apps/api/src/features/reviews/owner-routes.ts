// The owner answers the reviews of their business or reports one with a reason (it stays public
// until an administrator removes it); they never hide or delete one. Answers are owner content
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
import { listOwnerReviews, reportReview } from './repository';

export const ownerReviewRoutes = ownerRoutes(async (app) => {
  app.get(
    '/:businessId/reviews/all',
    { schema: { params: contentParamsSchema, response: { 200: z.array(ownerReviewSchema) } } },
    (request) => listOwnerReviews(app.db, request.params.businessId),
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
      // The review stays public and in the rating: nothing public changed.
      return { message: REVIEW_MESSAGES.reported, rating };
    },
  );
});
