// A visitor's review: limited per visitor and per address, refused when the owner turned reviews
// off, and silently dropped when the honeypot field is filled.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentParamsSchema } from '@drd/shared/api/content/items';
import {
  REVIEW_MESSAGES,
  reviewBodySchema,
  reviewCreatedSchema,
} from '@drd/shared/api/content/reviews';
import { forbidden, notFound, tooManyRequests } from '../../lib/http-error';
import { limitAddress, reserve } from '../auth/limits';
import { visitorCookies } from '../visits/visitor-cookie';
import { REVIEW_ADDRESS_BUDGET, REVIEW_VISITOR_BUDGET } from './limits';
import { insertReview, reviewsOpen } from './repository';

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
      const open = await reviewsOpen(app.db, businessId);
      if (open === null) throw notFound('Negocio no encontrado');
      if (!open) throw forbidden(REVIEW_MESSAGES.disabled);
      const now = app.now();
      const visitor = visitors.read(request);
      const spent =
        (visitor !== null &&
          (await reserve(app.db, REVIEW_VISITOR_BUDGET, visitor, now)) === null) ||
        (await reserve(app.db, REVIEW_ADDRESS_BUDGET, limitAddress(request.ip), now)) === null;
      if (spent) throw tooManyRequests(REVIEW_MESSAGES.tooMany);
      // A robot that fills every field gets the same answer and stores nothing.
      if (!website) {
        await insertReview(
          app.db,
          {
            businessId,
            userId: request.user?.id ?? null,
            rating: review.rating,
            comment: review.comment,
            reviewerName: review.reviewerName ?? null,
            reviewerEmail: review.reviewerEmail ?? null,
          },
          now,
        );
      }
      return reply.status(201).send({ message: REVIEW_MESSAGES.created });
    },
  );
};
