import { useMutation } from '@tanstack/react-query';
import type { VerifyReferralAnswer } from '@drd/shared/api/referrals';
import { api } from '../../../lib/api-client';

/** A check the owner asks for with a button, so a mutation rather than a cached query. */
export const verifyReferralCode = (code: string) =>
  api.get<VerifyReferralAnswer>(`/api/affiliate/verify-code/${encodeURIComponent(code)}`);

export function useVerifyReferralCode() {
  return useMutation({ mutationFn: verifyReferralCode });
}
