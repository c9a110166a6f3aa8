// A visitor's question on a profile: limited per visitor and per address, dropped silently when
// the honeypot is filled, waiting for a mailed link unless the asker is signed in with a
// confirmed e-mail; public only once an administrator approves it (decision 024).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentParamsSchema } from '@drd/shared/api/content/items';
import {
  QUESTION_MESSAGES,
  questionBodySchema,
  questionConfirmBodySchema,
  questionCreatedSchema,
  questionConfirmedSchema,
} from '@drd/shared/api/questions';
import { badRequest, notFound, tooManyRequests } from '../../lib/http-error';
import { spendVisitorBudgets } from '../auth/visitor-budgets';
import { visitorCookies } from '../visits/visitor-cookie';
import { confirmQuestion, insertKnownQuestion, insertUnconfirmedQuestion } from './asking';
import { QUESTION_BUDGETS } from './limits';
import { findAskableBusiness } from './repository';

export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  const visitors = await visitorCookies(app.db, {
    sessionSecret: app.config.SESSION_SECRET,
    production: app.config.NODE_ENV === 'production',
  });

  app.post(
    '/:businessId/questions',
    {
      schema: {
        params: contentParamsSchema,
        body: questionBodySchema,
        response: { 201: questionCreatedSchema },
      },
    },
    async (request, reply) => {
      const { businessId } = request.params;
      const { website, ...body } = request.body;
      const business = await findAskableBusiness(app.db, businessId);
      if (!business) throw notFound('Negocio no encontrado');
      const user = request.user ?? null;
      const known = user?.emailVerifiedAt != null;
      const to = user?.email ?? body.askerEmail ?? null;
      if (!to) {
        throw badRequest(QUESTION_MESSAGES.emailNeeded, {
          askerEmail: [QUESTION_MESSAGES.emailNeeded],
        });
      }
      const now = app.now();
      const from = { visitor: visitors.read(request), ip: request.ip };
      if (!(await spendVisitorBudgets(app.db, QUESTION_BUDGETS, from, now))) {
        throw tooManyRequests(QUESTION_MESSAGES.tooMany);
      }
      const answer = known
        ? { message: QUESTION_MESSAGES.created, needsConfirmation: false }
        : { message: QUESTION_MESSAGES.confirmationSent, needsConfirmation: true };
      // A robot that fills every field gets the same answer and stores nothing.
      if (website) return reply.status(201).send(answer);
      const values = {
        businessId,
        userId: user?.id ?? null,
        question: body.question,
        askerName: body.askerName ?? user?.fullName ?? null,
        askerEmail: to,
      };
      if (known) await insertKnownQuestion(app.db, values, now);
      else {
        const mail = { ...values, to, businessName: business.name };
        await insertUnconfirmedQuestion(app.db, mail, app.config.PUBLIC_URL, now);
      }
      return reply.status(201).send(answer);
    },
  );
};

/** The page the mailed link opens sends its token here. */
export const questionConfirmRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/confirm',
    { schema: { body: questionConfirmBodySchema, response: { 200: questionConfirmedSchema } } },
    async (request) => {
      const business = await confirmQuestion(app.db, request.body.token, app.now());
      if (!business) throw badRequest(QUESTION_MESSAGES.invalidLink);
      return { message: QUESTION_MESSAGES.confirmed, business };
    },
  );
};
