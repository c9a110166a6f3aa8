import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RenewalAnswer } from '@drd/shared/api/my-businesses';
import { api } from '../../lib/api-client';
import { paymentKey } from './get-payment';

export const requestRenewal = (businessId: number, packageId: number) =>
  api.post<RenewalAnswer>(`/api/businesses/${businessId}/renewal`, { packageId });

/** `refresh` reloads what the screen shows about the plan (each screen names its own queries). */
export function useRequestRenewal(businessId: number, refresh: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (packageId: number) => requestRenewal(businessId, packageId),
    // The answer carries the instructions: the card shows them without asking again.
    onSuccess: async ({ created: _created, ...payment }) => {
      queryClient.setQueryData(paymentKey(businessId, payment.transaction.id), payment);
      await refresh();
    },
  });
}
