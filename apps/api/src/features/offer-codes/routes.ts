import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OFFER_CODE_MESSAGES,
  validateOfferCodeAnswerSchema,
  validateOfferCodeBodySchema,
} from '@drd/shared/api/offer-codes';
import { tooManyRequests } from '../../lib/http-error';
import { limitAddress, release, reserve, type Budget } from '../auth/limits';
import { offerCodeState } from './repository';

const ANSWERS = {
  available: { valid: true, message: OFFER_CODE_MESSAGES.valid },
  used: { valid: false, error: OFFER_CODE_MESSAGES.used },
  expired: { valid: false, error: OFFER_CODE_MESSAGES.expired },
  revoked: { valid: false, error: OFFER_CODE_MESSAGES.revoked },
  unknown: { valid: false, error: OFFER_CODE_MESSAGES.invalid },
} as const;

/**
 * Codes tried by one address that were not available: a free year is worth guessing for, so an
 * address gets as many misses as a sign-in (the same PostgreSQL counter, every instance).
 */
export const OFFER_CODE_ADDRESS_BUDGET: Budget = {
  kind: 'offer-code-address',
  max: 20,
  windowMs: 15 * 60_000,
};
export const OFFER_CODE_LIMIT_MESSAGE =
  'Demasiados intentos con códigos de oferta. Intenta de nuevo en unos minutos.';

export const offerCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/validate',
    {
      schema: {
        body: validateOfferCodeBodySchema,
        response: { 200: validateOfferCodeAnswerSchema },
      },
    },
    async ({ body, ip }) => {
      const address = limitAddress(ip);
      if ((await reserve(app.db, OFFER_CODE_ADDRESS_BUDGET, address, app.now())) === null) {
        throw tooManyRequests(OFFER_CODE_LIMIT_MESSAGE);
      }
      const state = await offerCodeState(app.db, body.code, app.now());
      // A code that works is no miss: only guesses spend the budget.
      if (state === 'available') await release(app.db, OFFER_CODE_ADDRESS_BUDGET, address);
      return ANSWERS[state];
    },
  );
};
