import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOfferCode } from '@drd/shared/api/offer-codes';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

export const createOfferCode = () => api.post<AdminOfferCode>('/api/admin/offer-codes');

export function useCreateOfferCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOfferCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.offerCodes }),
  });
}
