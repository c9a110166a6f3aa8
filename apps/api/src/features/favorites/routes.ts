import {
  favoriteParamsSchema,
  favoritesMergeSchema,
  favoritesSchema,
} from '@drd/shared/api/favorites';
import { signedInUser, userRoutes } from '../auth/route-groups';
import { addFavorites, listFavorites, removeFavorite } from './repository';

/** The favourites of the signed-in visitor's account, under /api/my/favorites. */
export const favoriteRoutes = userRoutes(async (app) => {
  const answer = async (userId: number) => ({ ids: await listFavorites(app.db, userId) });

  app.get('/favorites', { schema: { response: { 200: favoritesSchema } } }, (request) =>
    answer(signedInUser(request).id),
  );

  // At sign-in the browser sends its own list; the answer is the union, for both to keep.
  app.post(
    '/favorites/merge',
    { schema: { body: favoritesMergeSchema, response: { 200: favoritesSchema } } },
    async (request) => {
      const user = signedInUser(request);
      await addFavorites(app.db, user.id, request.body.ids, app.now());
      return answer(user.id);
    },
  );

  app.put(
    '/favorites/:businessId',
    { schema: { params: favoriteParamsSchema, response: { 200: favoritesSchema } } },
    async (request) => {
      const user = signedInUser(request);
      await addFavorites(app.db, user.id, [request.params.businessId], app.now());
      return answer(user.id);
    },
  );

  app.delete(
    '/favorites/:businessId',
    { schema: { params: favoriteParamsSchema, response: { 200: favoritesSchema } } },
    async (request) => {
      const user = signedInUser(request);
      await removeFavorite(app.db, user.id, request.params.businessId);
      return answer(user.id);
    },
  );
});
