import { redirect, type LoaderFunctionArgs } from 'react-router';
import { rememberReferral } from '../../lib/referral-memory';

/** /registro?ref=CODE: the code is remembered for the business wizard, then on to sign-up. */
export function referralLinkLoader({ request }: LoaderFunctionArgs) {
  const ref = new URL(request.url).searchParams.get('ref');
  rememberReferral(ref);
  return redirect(ref ? `/register?ref=${encodeURIComponent(ref)}` : '/register');
}
