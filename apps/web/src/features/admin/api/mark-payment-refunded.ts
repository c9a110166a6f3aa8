import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';
import type { PaymentChange } from './mark-payment-received';

export const markPaymentRefunded = ({ id, version }: { id: number; version: number }) =>
  api.post<PaymentChange>(`/api/admin/payments/${id}/refunded`, { version });

export function useMarkPaymentRefunded() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markPaymentRefunded,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.payments }),
        queryClient.invalidateQueries({ queryKey: adminKeys.pendingBusinesses }),
      ]);
    },
    // A 409 (decided meanwhile): the list is read again so the card shows where it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: adminKeys.payments }),
  });
}
