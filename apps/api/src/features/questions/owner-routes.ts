// The owner's questions tab: the list, the answer (public once an administrator approves it) and
// the report of an abusive question (hidden until an administrator decides).
import { contentParamsSchema } from '@drd/shared/api/content/items';
import {
  answerBodySchema,
  ownerQuestionSchema,
  QUESTION_MESSAGES,
  questionAnsweredSchema,
  questionMessageSchema,
  questionParamsSchema,
  questionReasonSchema,
} from '@drd/shared/api/questions';
import { z } from 'zod';
import { ownerRoutes, signedInUser } from '../auth/route-groups';
import { answerQuestion, listOwnerQuestions, reportQuestion } from './repository';

export const ownerQuestionRoutes = ownerRoutes(async (app) => {
  app.get(
    '/:businessId/questions',
    { schema: { params: contentParamsSchema, response: { 200: z.array(ownerQuestionSchema) } } },
    (request) => listOwnerQuestions(app.db, request.params.businessId),
  );

  app.put(
    '/:businessId/questions/:qid',
    {
      schema: {
        params: questionParamsSchema,
        body: answerBodySchema,
        response: { 200: questionAnsweredSchema },
      },
    },
    async (request) => {
      const { businessId, qid } = request.params;
      const input = { businessId, id: qid, ...request.body, userId: signedInUser(request).id };
      const version = await answerQuestion(app.db, input, app.now());
      return { message: QUESTION_MESSAGES.answerSent, version };
    },
  );

  app.post(
    '/:businessId/questions/:qid/report',
    {
      schema: {
        params: questionParamsSchema,
        body: questionReasonSchema,
        response: { 200: questionMessageSchema },
      },
    },
    async (request) => {
      const { businessId, qid } = request.params;
      await reportQuestion(app.db, { businessId, id: qid, reason: request.body.reason }, app.now());
      return { message: QUESTION_MESSAGES.reported };
    },
  );
});
