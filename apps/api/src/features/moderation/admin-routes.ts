// The administrators' review queue: one filtered list, decisions one at a time or several at once.
import { idParamsSchema } from '@drd/shared/api/common';
import {
  approveBodySchema,
  decidedSchema,
  decisionResultSchema,
  decisionsBodySchema,
  MODERATION_MESSAGES,
  pendingBusinessesSchema,
  pendingListSchema,
  pendingQuerySchema,
  rejectBodySchema,
} from '@drd/shared/api/content/moderation';
import { HttpError } from '../../lib/http-error';
import { adminRoutes, signedInUser } from '../auth/route-groups';
import { afterBusinessChange } from '../businesses/after-change';
import { decideSubmission, listPendingBusinesses, listPendingSubmissions } from './repository';

export const adminModerationRoutes = adminRoutes(async (app) => {
  /** Decides one submission; an approval refreshes what the public reads of the business. */
  async function decide(
    target: { id: number; version: number },
    approve: boolean,
    adminId: number,
    notes: string | null,
  ) {
    const input = { ...target, approve, adminId, notes };
    const decided = await decideSubmission(app.db, input, app.now());
    if (approve) await afterBusinessChange(app.db, app.cache, [decided.businessId]);
    return decided;
  }

  app.get(
    '/pending-submissions',
    { schema: { querystring: pendingQuerySchema, response: { 200: pendingListSchema } } },
    async ({ query }) => ({ ...(await listPendingSubmissions(app.db, query)), ...query }),
  );

  app.get(
    '/pending-submissions/businesses',
    { schema: { response: { 200: pendingBusinessesSchema } } },
    async () => ({ businesses: await listPendingBusinesses(app.db) }),
  );

  app.post(
    '/submissions/:id/approve',
    {
      schema: { params: idParamsSchema, body: approveBodySchema, response: { 200: decidedSchema } },
    },
    async (request) => {
      const { params, body } = request;
      const admin = signedInUser(request).id;
      const target = { id: params.id, version: body.version };
      const { status } = await decide(target, true, admin, body.adminNotes || null);
      return { id: params.id, status, message: MODERATION_MESSAGES.approved };
    },
  );

  app.post(
    '/submissions/:id/reject',
    {
      schema: { params: idParamsSchema, body: rejectBodySchema, response: { 200: decidedSchema } },
    },
    async (request) => {
      const { params, body } = request;
      const target = { id: params.id, version: body.version };
      const { status } = await decide(target, false, signedInUser(request).id, body.adminNotes);
      return { id: params.id, status, message: MODERATION_MESSAGES.rejected };
    },
  );

  app.post(
    '/submissions/decisions',
    { schema: { body: decisionsBodySchema, response: { 200: decisionResultSchema } } },
    async (request) => {
      const admin = signedInUser(request).id;
      const results = [];
      // One transaction each: a submission decided meanwhile fails alone, the others go through.
      for (const item of request.body.decisions) {
        const notes = item.adminNotes || null;
        if (item.decision === 'reject' && !notes) {
          results.push({ id: item.id, ok: false, error: MODERATION_MESSAGES.rejectNote });
          continue;
        }
        try {
          const approve = item.decision === 'approve';
          const { status } = await decide(item, approve, admin, notes);
          results.push({ id: item.id, ok: true, status });
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          // A stale item names its current version, as the single decision's 409 does.
          const version = error.extra?.version;
          results.push({
            id: item.id,
            ok: false,
            error: error.message,
            ...(typeof version === 'number' ? { version } : {}),
          });
        }
      }
      return { results };
    },
  );
});
