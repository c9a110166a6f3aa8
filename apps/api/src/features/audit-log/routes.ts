import { auditListSchema, auditQuerySchema } from '@drd/shared/api/admin-console';
import { adminRoutes } from '../auth/route-groups';
import { listAdminActions } from './repository';

export const auditLogRoutes = adminRoutes(async (app) => {
  app.get(
    '/',
    { schema: { querystring: auditQuerySchema, response: { 200: auditListSchema } } },
    ({ query }) => listAdminActions(app.db, query),
  );
});
