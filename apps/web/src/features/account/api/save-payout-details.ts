import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayoutDetails, PayoutDetailsBody } from '@drd/shared/api/account';
import { api } from '../../../lib/api-client';
import { payoutDetailsKey } from './get-payout-details';

export const savePayoutDetails = (body: PayoutDetailsBody) =>
  api.put<PayoutDetails>('/api/account/payout-details', body);

export function useSavePayoutDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePayoutDetails,
    onSuccess: (saved) => queryClient.setQueryData(payoutDetailsKey, saved),
  });
}
