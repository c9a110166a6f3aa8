// A followed referral link (/registro?ref=CODE) is remembered in a cookie holding the affiliate
// and when the link was followed; an account registered within 30 days of that, by the server's
// clock, is bound to the affiliate. The first link followed wins while it lasts. The cookie is
// no secret: anyone may type the same code in the business wizard.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFERRAL_LINK_DAYS } from '@drd/shared/commission';
import type { Db } from '../../db/client';
import type { UserRow } from '../auth/repository';
import { bindReferral, findAffiliateById } from './referrals';

export const REFERRAL_COOKIE = 'drd_referral';
const WINDOW_MS = REFERRAL_LINK_DAYS * 24 * 60 * 60 * 1000;

/** The affiliate of a link followed within the window, or null. */
export function followedAffiliateId(request: FastifyRequest, now: Date): number | null {
  const match = /^(\d{1,10})\.(\d{1,15})$/.exec(request.cookies[REFERRAL_COOKIE] ?? '');
  if (!match) return null;
  const [affiliateId, followedAt] = [Number(match[1]), Number(match[2])];
  // A hand-made cookie must not reach the database with an id beyond its integer range.
  if (affiliateId < 1 || affiliateId > 2_147_483_647) return null;
  const age = now.getTime() - followedAt;
  return age >= 0 && age <= WINDOW_MS ? affiliateId : null;
}

/** Remembers the link unless an earlier one still counts; answers whether this one was kept. */
export function rememberFollowedLink(
  request: FastifyRequest,
  reply: FastifyReply,
  affiliateId: number,
  now: Date,
): boolean {
  if (followedAffiliateId(request, now) !== null) return false;
  void reply.setCookie(REFERRAL_COOKIE, `${affiliateId}.${now.getTime()}`, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.server.config.NODE_ENV === 'production' || request.protocol === 'https',
    maxAge: WINDOW_MS / 1000,
  });
  return true;
}

/** A new account gets the affiliate of the link its browser followed (never itself). */
export async function bindFollowedLink(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  user: Pick<UserRow, 'id' | 'email' | 'phone'>,
  now: Date,
): Promise<void> {
  const affiliateId = followedAffiliateId(request, now);
  if (affiliateId === null) return;
  const affiliate = await findAffiliateById(db, affiliateId);
  if (!affiliate) return;
  const party = { userId: user.id, emails: [user.email], phones: [user.phone] };
  await db.transaction((tx) => bindReferral(tx, affiliate, party, now));
  void reply.clearCookie(REFERRAL_COOKIE, { path: '/' });
}
