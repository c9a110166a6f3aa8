import { rememberReferral } from '../../../lib/referral-memory';
import { api } from '../../../lib/api-client';

/**
 * A visitor arrived with ?ref=CODE: the code is kept for the business wizard, and the server
 * remembers the link (a cookie, 30 days, first link wins) for the account registered next.
 */
export async function followReferralLink(code: string): Promise<void> {
  rememberReferral(code);
  try {
    await api.post('/api/affiliate/referral-link', { code });
  } catch {
    // An unknown code, or the affiliate following their own link: nothing is remembered.
  }
}
