import { redirect, type LoaderFunctionArgs } from 'react-router';

/**
 * /registro?ref=CODE opens the referral page (app/routes/referral-page.tsx); the root layout's
 * ReferralCapture remembers the code. Without a code it is plain sign-up.
 */
export function referralLinkLoader({ request }: LoaderFunctionArgs) {
  return new URL(request.url).searchParams.get('ref') ? null : redirect('/register');
}
