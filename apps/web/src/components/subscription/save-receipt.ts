import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PendingPaymentAnswer } from '@drd/shared/api/my-businesses';
import { api } from '../../lib/api-client';
import { paymentKey } from './get-payment';

export const saveReceipt = (businessId: number, documentKey: string) =>
  api.put<{ receiptKey: string; message: string }>(
    `/api/businesses/${businessId}/payment/receipt`,
    { documentKey },
  );

/** Names the uploaded photo as the payment's receipt; the payment view shows it at once. */
export function useSaveReceipt(businessId: number, transactionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentKey: string) => saveReceipt(businessId, documentKey),
    onSuccess: ({ receiptKey }) =>
      queryClient.setQueryData<PendingPaymentAnswer>(
        paymentKey(businessId, transactionId),
        (old) => (old ? { ...old, receiptKey } : old),
      ),
  });
}
