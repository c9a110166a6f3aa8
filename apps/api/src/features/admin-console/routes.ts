import { adminCountsSchema } from '@drd/shared/api/admin-console';
import { adminRoutes } from '../auth/route-groups';
import { pendingCounts } from './counts-repository';

/** /api/admin/console: what the '/admin' home and every tab's badge read. */
export const adminConsoleRoutes = adminRoutes(async (app) => {
  app.get('/counts', { schema: { response: { 200: adminCountsSchema } } }, () =>
    pendingCounts(app.db),
  );
});
