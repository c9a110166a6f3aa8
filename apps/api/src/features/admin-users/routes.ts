import { okSchema } from '@drd/shared/api/auth';
import { apiErrorSchema, idParamsSchema } from '@drd/shared/api/common';
import {
  adminUserListSchema,
  adminUserQuerySchema,
  disableUserBodySchema,
  restoreBodySchema,
} from '@drd/shared/api/admin-console';
import { adminRoutes, signedInUser } from '../auth/route-groups';
import { searchUsers, setUserDisabled } from './repository';

/** /api/admin/users */
export const adminUserRoutes = adminRoutes(async (app) => {
  app.get(
    '/',
    { schema: { querystring: adminUserQuerySchema, response: { 200: adminUserListSchema } } },
    (request) => searchUsers(app.db, request.query, signedInUser(request).id),
  );

  const ok = { 200: okSchema, 404: apiErrorSchema, 409: apiErrorSchema };
  app.post(
    '/:id/disable',
    { schema: { params: idParamsSchema, body: disableUserBodySchema, response: ok } },
    async (request) => {
      const input = {
        id: request.params.id,
        adminId: signedInUser(request).id,
        disable: true,
        reason: request.body.reason,
      };
      await setUserDisabled(app.db, input, app.now());
      return { ok: true as const };
    },
  );

  app.post(
    '/:id/enable',
    { schema: { params: idParamsSchema, body: restoreBodySchema, response: ok } },
    async (request) => {
      const input = {
        id: request.params.id,
        adminId: signedInUser(request).id,
        disable: false,
        reason: request.body.note || null,
      };
      await setUserDisabled(app.db, input, app.now());
      return { ok: true as const };
    },
  );
});
