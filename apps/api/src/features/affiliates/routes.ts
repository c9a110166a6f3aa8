import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AFFILIATE_MESSAGES,
  affiliateDashboardSchema,
  affiliateUserParamsSchema,
  becomeAffiliateAnswerSchema,
  becomeAffiliateBodySchema,
  referralLinkAnswerSchema,
  referralLinkBodySchema,
} from '@drd/shared/api/affiliates';
import {
  REFERRAL_MESSAGES,
  referralCodeParamsSchema,
  verifyReferralAnswerSchema,
} from '@drd/shared/api/referrals';
import { REFERRAL_LINK_DAYS } from '@drd/shared/commission';
import { badRequest, forbidden, notFound, unauthorized } from '../../lib/http-error';
import { affiliateDashboard } from './dashboard-repository';
import { rememberFollowedLink } from './referral-link';
import { findAffiliateByCode, isSelfReferral } from './referrals';
import { becomeAffiliate } from './repository';

const partyOf = (user: { id: number; email: string; phone: string | null }) => ({
  userId: user.id,
  emails: [user.email],
  phones: [user.phone],
});

export const affiliateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/verify-code/:code',
    { schema: { params: referralCodeParamsSchema, response: { 200: verifyReferralAnswerSchema } } },
    async ({ params, user }) => {
      const affiliate = await findAffiliateByCode(app.db, params.code);
      if (!affiliate) return { valid: false, error: REFERRAL_MESSAGES.invalid };
      if (user && isSelfReferral(affiliate, partyOf(user))) {
        return { valid: false, error: REFERRAL_MESSAGES.self };
      }
      return { valid: true, affiliate: { id: affiliate.id, username: affiliate.username } };
    },
  );

  // The web app calls this when a visitor arrives with ?ref=CODE.
  app.post(
    '/referral-link',
    { schema: { body: referralLinkBodySchema, response: { 200: referralLinkAnswerSchema } } },
    async (request, reply) => {
      const affiliate = await findAffiliateByCode(app.db, request.body.code);
      if (!affiliate) throw badRequest(REFERRAL_MESSAGES.invalid);
      if (request.user && isSelfReferral(affiliate, partyOf(request.user))) {
        throw badRequest(REFERRAL_MESSAGES.self);
      }
      const remembered = rememberFollowedLink(request, reply, affiliate.id, app.now());
      return { remembered, days: REFERRAL_LINK_DAYS };
    },
  );

  app.post(
    '/become-affiliate',
    { schema: { body: becomeAffiliateBodySchema, response: { 200: becomeAffiliateAnswerSchema } } },
    async ({ user, body }) => {
      if (!user) throw unauthorized(AFFILIATE_MESSAGES.signInRequired);
      if (body.userId !== undefined && body.userId !== user.id) {
        throw forbidden(AFFILIATE_MESSAGES.otherAccount);
      }
      const result = await becomeAffiliate(app.db, user.id, app.now());
      return { message: AFFILIATE_MESSAGES.congratulations, ...result };
    },
  );

  app.get(
    '/:userId',
    { schema: { params: affiliateUserParamsSchema, response: { 200: affiliateDashboardSchema } } },
    async ({ user, params }) => {
      if (!user) throw unauthorized();
      if (user.id !== params.userId && user.role !== 'admin') {
        throw forbidden(AFFILIATE_MESSAGES.otherDashboard);
      }
      const dashboard = await affiliateDashboard(app.db, params.userId, app.now());
      if (!dashboard) throw notFound(AFFILIATE_MESSAGES.notAffiliate);
      return dashboard;
    },
  );
};
