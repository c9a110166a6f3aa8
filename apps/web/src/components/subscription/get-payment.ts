import { useQuery } from '@tanstack/react-query';
import type { PendingPaymentAnswer } from '@drd/shared/api/my-businesses';
import { api } from '../../lib/api-client';

/** Keyed by the transaction too: a new payment due (a renewal) is fetched, never the old one. */
export const paymentKey = (businessId: number, transactionId: number) =>
  ['payment', businessId, transactionId] as const;

export const getPayment = (businessId: number) =>
  api.get<PendingPaymentAnswer>(`/api/businesses/${businessId}/payment`);

export const paymentQuery = (businessId: number, transactionId: number) => ({
  queryKey: paymentKey(businessId, transactionId),
  queryFn: () => getPayment(businessId),
});

export function usePayment(businessId: number, transactionId: number) {
  return useQuery(paymentQuery(businessId, transactionId));
}
