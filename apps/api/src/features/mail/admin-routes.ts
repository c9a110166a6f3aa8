import { outboxListSchema, outboxQuerySchema } from '@drd/shared/api/mail';
import { adminRoutes } from '../auth/route-groups';
import { listOutbox } from './outbox';

/** The outbox for administrators: what was sent, what waits, what failed and why. */
export const adminMailRoutes = adminRoutes(async (app) => {
  app.get(
    '/',
    { schema: { querystring: outboxQuerySchema, response: { 200: outboxListSchema } } },
    ({ query }) => listOutbox(app.db, query.page, query.pageSize),
  );
});
