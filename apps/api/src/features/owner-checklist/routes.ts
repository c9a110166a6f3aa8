import { ownerChecklistsAnswerSchema } from '@drd/shared/api/owner-checklist';
import { signedInUser, userRoutes } from '../auth/route-groups';
import { checklistsOf } from './repository';

/** 'Mis negocios': each business's completion checklist, in one request. */
export const ownerChecklistRoutes = userRoutes(async (app) => {
  app.get(
    '/checklists',
    { schema: { response: { 200: ownerChecklistsAnswerSchema } } },
    async (request) => ({ checklists: await checklistsOf(app.db, signedInUser(request).id) }),
  );
});
