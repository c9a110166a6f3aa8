import { myBusinessesAnswerSchema } from '@drd/shared/api/my-businesses';
import { signedInUser, userRoutes } from '../auth/route-groups';
import { listMyBusinesses, listMyClaims } from './repository';

/** 'Mis negocios': what the signed-in person owns, and the listings they asked to claim. */
export const myBusinessRoutes = userRoutes(async (app) => {
  app.get(
    '/businesses',
    { schema: { response: { 200: myBusinessesAnswerSchema } } },
    async (request) => {
      const user = signedInUser(request);
      const [businesses, claims] = await Promise.all([
        listMyBusinesses(app.db, user.id, app.now()),
        listMyClaims(app.db, user.id),
      ]);
      return { businesses, claims };
    },
  );
});
