import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REFERRAL_MESSAGES,
  referralCodeParamsSchema,
  verifyReferralAnswerSchema,
} from '@drd/shared/api/referrals';
import { findAffiliateByCode } from './repository';

export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/verify-code/:code',
    { schema: { params: referralCodeParamsSchema, response: { 200: verifyReferralAnswerSchema } } },
    async ({ params }) => {
      const affiliate = await findAffiliateByCode(app.db, params.code);
      return affiliate
        ? { valid: true, affiliate: { id: affiliate.id, username: affiliate.username } }
        : { valid: false, error: REFERRAL_MESSAGES.invalid };
    },
  );
};
