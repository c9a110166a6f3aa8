import { useQuery } from '@tanstack/react-query';
import type { PayoutDetails } from '@drd/shared/api/account';
import { api } from '../../../lib/api-client';

export const payoutDetailsKey = ['account', 'payout-details'] as const;

export const getPayoutDetails = () => api.get<PayoutDetails>('/api/account/payout-details');

export function usePayoutDetails(enabled: boolean) {
  return useQuery({ queryKey: payoutDetailsKey, queryFn: getPayoutDetails, enabled });
}
