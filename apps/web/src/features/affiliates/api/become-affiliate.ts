import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AffiliateSummary } from '@drd/shared/api/affiliates';
import { api } from '../../../lib/api-client';
import { affiliateKeys } from './keys';

export interface BecomeAffiliateAnswer {
  message: string;
  affiliate: AffiliateSummary;
  created: boolean;
}

/** Acts on the signed-in user; the server takes no one else's id. */
export const becomeAffiliate = () =>
  api.post<BecomeAffiliateAnswer>('/api/affiliate/become-affiliate', {});

export function useBecomeAffiliate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: becomeAffiliate,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: affiliateKeys.all }),
        // The account's isAffiliate and referralCode change.
        queryClient.invalidateQueries({ queryKey: ['auth', 'user'] }),
      ]),
  });
}
