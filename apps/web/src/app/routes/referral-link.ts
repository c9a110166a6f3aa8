import { redirect, type LoaderFunctionArgs } from 'react-router';
import { followReferralLink } from '../../features/affiliates/api/follow-referral-link';

/**
 * /registro?ref=CODE: the code is remembered for the business wizard and by the server for the
 * account registered next, then on to sign-up.
 */
export async function referralLinkLoader({ request }: LoaderFunctionArgs) {
  const ref = new URL(request.url).searchParams.get('ref');
  if (ref) await followReferralLink(ref);
  return redirect(ref ? `/register?ref=${encodeURIComponent(ref)}` : '/register');
}
