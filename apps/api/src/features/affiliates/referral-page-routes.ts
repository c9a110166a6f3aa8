import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REFERRAL_MESSAGES,
  referralCodeParamsSchema,
  referralPageAnswerSchema,
} from '@drd/shared/api/referrals';
import { notFound } from '../../lib/http-error';
import { referralPageOf } from './referral-page';

/** Public: the referral link's page names the affiliate who shared it (issue #32). */
export const referralPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/referral-page/:code',
    { schema: { params: referralCodeParamsSchema, response: { 200: referralPageAnswerSchema } } },
    async ({ params }) => {
      const page = await referralPageOf(app.db, params.code);
      if (!page) throw notFound(REFERRAL_MESSAGES.invalid);
      return page;
    },
  );
};
