// What the owner (and an administrator) reads about a business's changes: the change status
// card and the whole history of decisions.
import {
  changeListSchema,
  historyQuerySchema,
  historySchema,
} from '@drd/shared/api/content/moderation';
import { contentParamsSchema } from '@drd/shared/api/content/items';
import { ownerRoutes } from '../auth/route-groups';
import { listChanges, listDecisions } from './repository';

export const ownerModerationRoutes = ownerRoutes(async (app) => {
  app.get(
    '/:businessId/profile-submissions',
    { schema: { params: contentParamsSchema, response: { 200: changeListSchema } } },
    (request) => listChanges(app.db, request.params.businessId),
  );

  app.get(
    '/:businessId/history',
    {
      schema: {
        params: contentParamsSchema,
        querystring: historyQuerySchema,
        response: { 200: historySchema },
      },
    },
    async ({ params, query }) => ({
      ...(await listDecisions(app.db, params.businessId, query)),
      ...query,
    }),
  );
});
