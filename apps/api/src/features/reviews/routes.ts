// A visitor's review: limited per visitor and per address, refused when the owner turned reviews
// off or the writer is the business itself, silently dropped when the honeypot field is filled.
// It is public at once for a signed-in user with a confirmed e-mail; anyone else's goes public
// when they open a mailed link (decision 014).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentParamsSchema } from '@drd/shared/api/content/items';
import {
  REVIEW_MESSAGES,
  reviewBodySchema,
  reviewConfirmBodySchema,
  reviewConfirmedSchema,
  reviewCreatedSchema,
} from '@drd/shared/api/content/reviews';
import { badRequest, forbidden, notFound, tooManyRequests } from '../../lib/http-error';
import { spendVisitorBudgets } from '../auth/visitor-budgets';
import { afterBusinessChange } from '../businesses/after-change';
import { visitorCookies } from '../visits/visitor-cookie';
import { confirmReview, insertKnownReview, insertUnconfirmedReview } from './confirmation';
import { REVIEW_ADDRESS_BUDGET, REVIEW_VISITOR_BUDGET } from './limits';
import { reviewsOpen } from './repository';
import { refuseOwnBusiness } from './writer';

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const visitors = await visitorCookies(app.db, {
    sessionSecret: app.config.SESSION_SECRET,
    production: app.config.NODE_ENV === 'production',
  });

  app.post(
    '/:businessId/reviews',
    {
      schema: {
        params: contentParamsSchema,
        body: reviewBodySchema,
        response: { 201: reviewCreatedSchema },
      },
    },
    async (request, reply) => {
      const { businessId } = request.params;
      const { website, ...review } = request.body;
      const business = await reviewsOpen(app.db, businessId);
      if (business === null) throw notFound('Negocio no encontrado');
      if (!business.reviewsEnabled) throw forbidden(REVIEW_MESSAGES.disabled);
      const user = request.user ?? null;
      const email = review.reviewerEmail ?? null;
      const known = user?.emailVerifiedAt != null;
      const to = user?.email ?? email;
      if (!to) {
        throw badRequest(REVIEW_MESSAGES.emailNeeded, {
          reviewerEmail: [REVIEW_MESSAGES.emailNeeded],
        });
      }
      refuseOwnBusiness(business, { user, email });
      const now = app.now();
      const visitor = visitors.read(request);
      const budgets = { visitor: REVIEW_VISITOR_BUDGET, address: REVIEW_ADDRESS_BUDGET };
      if (!(await spendVisitorBudgets(app.db, budgets, { visitor, ip: request.ip }, now))) {
        throw tooManyRequests(REVIEW_MESSAGES.tooMany);
      }
      const answer = known
        ? { message: REVIEW_MESSAGES.created, needsConfirmation: false }
        : { message: REVIEW_MESSAGES.confirmationSent, needsConfirmation: true };
      // A robot that fills every field gets the same answer and stores nothing.
      if (website) return reply.status(201).send(answer);
      const values = {
        businessId,
        userId: user?.id ?? null,
        rating: review.rating,
        comment: review.comment,
        reviewerName: review.reviewerName ?? null,
        reviewerEmail: user ? user.email : email,
      };
      if (known) {
        await insertKnownReview(app.db, values, now);
        // Public at once: the rating on cards and the profile moved.
        await afterBusinessChange(app.db, app.cache, [businessId]);
      } else {
        await insertUnconfirmedReview(
          app.db,
          { ...values, to, businessName: business.name },
          app.config.PUBLIC_URL,
          now,
        );
      }
      return reply.status(201).send(answer);
    },
  );
};

/** The page the mailed link opens sends its token here. */
export const reviewConfirmRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/confirm',
    {
      schema: {
        body: reviewConfirmBodySchema,
        response: { 200: reviewConfirmedSchema },
      },
    },
    async (request) => {
      const business = await confirmReview(app.db, request.body.token, app.now());
      if (business === null) throw badRequest(REVIEW_MESSAGES.invalidLink);
      await afterBusinessChange(app.db, app.cache, [business.id]);
      return { message: REVIEW_MESSAGES.confirmed, business };
    },
  );
};
