import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPayment } from '@drd/shared/api/payments';
import { api } from '../../../lib/api-client';
import { adminKeys, markPublicDataStale } from './keys';

export interface PaymentChange {
  payment: AdminPayment;
  changed: boolean;
}

export interface MarkReceivedInput {
  id: number;
  /** The payment's version the card showed: a payment decided meanwhile answers 409. */
  version: number;
  method: 'bank_transfer' | 'cash';
  reference?: string;
  /** The money counted, as typed ('3500.00'), and its currency. */
  amount: string;
  currency: 'DOP' | 'USD';
}

export const markPaymentReceived = ({ id, ...body }: MarkReceivedInput) =>
  api.post<PaymentChange>(`/api/admin/payments/${id}/received`, body);

export function useMarkPaymentReceived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markPaymentReceived,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.payments }),
        queryClient.invalidateQueries({ queryKey: adminKeys.pendingBusinesses }),
        // A renewal received extends the plan, which visitors see.
        markPublicDataStale(queryClient),
      ]);
    },
    // A 409 (decided meanwhile): the list is read again so the card shows where it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: adminKeys.payments }),
  });
}
