import { useQuery } from '@tanstack/react-query';
import type { ReferralPageAnswer } from '@drd/shared/api/referrals';
import { api } from '../../../lib/api-client';

export const getReferralPage = (code: string) =>
  api.get<ReferralPageAnswer>(`/api/affiliate/referral-page/${encodeURIComponent(code)}`);

/** Who shared the link (public name only); an unknown code is a 404, not retried. */
export function useReferralPage(code: string) {
  return useQuery({
    queryKey: ['referral-page', code.trim().toUpperCase()],
    queryFn: () => getReferralPage(code),
    retry: false,
  });
}
