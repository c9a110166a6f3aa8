// The administrators' questions screen: what waits, and the decision on each, bound to the
// version the administrator saw.
import { idParamsSchema } from '@drd/shared/api/common';
import {
  QUESTION_MESSAGES,
  questionDecisionBodySchema,
  questionMessageSchema,
  questionRejectBodySchema,
  waitingQuestionSchema,
} from '@drd/shared/api/questions';
import { z } from 'zod';
import { adminRoutes, signedInUser } from '../auth/route-groups';
import { decideQuestion, listWaitingQuestions } from './admin-repository';

export const adminQuestionRoutes = adminRoutes(async (app) => {
  app.get('/', { schema: { response: { 200: z.array(waitingQuestionSchema) } } }, () =>
    listWaitingQuestions(app.db),
  );

  app.post(
    '/:id/approve',
    {
      schema: {
        params: idParamsSchema,
        body: questionDecisionBodySchema,
        response: { 200: questionMessageSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const adminId = signedInUser(request).id;
      const input = { id, version: request.body.version, approve: true, adminId, reason: null };
      await decideQuestion(app.db, input, app.now());
      return { message: QUESTION_MESSAGES.approved };
    },
  );

  app.post(
    '/:id/reject',
    {
      schema: {
        params: idParamsSchema,
        body: questionRejectBodySchema,
        response: { 200: questionMessageSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { version, reason } = request.body;
      const adminId = signedInUser(request).id;
      await decideQuestion(app.db, { id, version, approve: false, adminId, reason }, app.now());
      return { message: QUESTION_MESSAGES.rejected };
    },
  );
});
