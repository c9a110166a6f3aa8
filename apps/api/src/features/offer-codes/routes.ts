import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OFFER_CODE_MESSAGES,
  validateOfferCodeAnswerSchema,
  validateOfferCodeBodySchema,
} from '@drd/shared/api/offer-codes';
import { checkOfferCode } from './door';

const ANSWERS = {
  available: { valid: true, message: OFFER_CODE_MESSAGES.valid },
  used: { valid: false, error: OFFER_CODE_MESSAGES.used },
  expired: { valid: false, error: OFFER_CODE_MESSAGES.expired },
  revoked: { valid: false, error: OFFER_CODE_MESSAGES.revoked },
  unknown: { valid: false, error: OFFER_CODE_MESSAGES.invalid },
} as const;

export const offerCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/validate',
    {
      schema: {
        body: validateOfferCodeBodySchema,
        response: { 200: validateOfferCodeAnswerSchema },
      },
    },
    async ({ body, ip }) => ANSWERS[await checkOfferCode(app.db, ip, body.code, app.now())],
  );
};
