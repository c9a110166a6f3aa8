// 'Retirar': an unused code stops working at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

export const revokeOfferCode = (id: number) =>
  api.post<{ ok: true }>(`/api/admin/offer-codes/${id}/revoke`, {});

export function useRevokeOfferCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOfferCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.offerCodes }),
  });
}
