import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RenewalAnswer } from '@drd/shared/api/my-businesses';
import { api } from '../../lib/api-client';
import { paymentKey } from './get-payment';

export const requestRenewal = (businessId: number) =>
  api.post<RenewalAnswer>(`/api/businesses/${businessId}/renewal`);

/** `refresh` reloads what the screen shows about the plan (each screen names its own queries). */
export function useRequestRenewal(businessId: number, refresh: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => requestRenewal(businessId),
    // The answer carries the instructions: the card shows them without asking again.
    onSuccess: async ({ transaction, instructions }) => {
      queryClient.setQueryData(paymentKey(businessId, transaction.id), {
        transaction,
        instructions,
      });
      await refresh();
    },
  });
}
