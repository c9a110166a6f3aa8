// The owner moderates the reviews of their business; answers are owner content
// ('review-replies' in the content registry).
import { contentItemParamsSchema, contentParamsSchema } from '@drd/shared/api/content/items';
import {
  ownerReviewSchema,
  REVIEW_MESSAGES,
  reviewDecisionSchema,
} from '@drd/shared/api/content/reviews';
import { z } from 'zod';
import { ownerRoutes } from '../auth/route-groups';
import { afterBusinessChange } from '../businesses/after-change';
import { approveReview, listOwnerReviews, rejectReview } from './repository';

export const ownerReviewRoutes = ownerRoutes(async (app) => {
  app.get(
    '/:businessId/reviews/all',
    { schema: { params: contentParamsSchema, response: { 200: z.array(ownerReviewSchema) } } },
    (request) => listOwnerReviews(app.db, request.params.businessId),
  );

  for (const [action, decide, message] of [
    ['approve', approveReview, REVIEW_MESSAGES.approved],
    ['reject', rejectReview, REVIEW_MESSAGES.rejected],
  ] as const) {
    app.post(
      `/:businessId/reviews/:id/${action}`,
      { schema: { params: contentItemParamsSchema, response: { 200: reviewDecisionSchema } } },
      async (request) => {
        const { businessId, id } = request.params;
        const rating = await decide(app.db, businessId, id);
        // The rating shows on cards and the profile, which the query cache may hold.
        await afterBusinessChange(app.db, app.cache, [businessId]);
        return { message, rating };
      },
    );
  }
});
