// 'Generar varios': a batch of codes with a label and a last day (decision 031).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOfferCode, CreateOfferCodesBody } from '@drd/shared/api/offer-codes';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

export const createOfferCodes = (body: CreateOfferCodesBody) =>
  api.post<AdminOfferCode[]>('/api/admin/offer-codes/batch', body);

export function useCreateOfferCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOfferCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.offerCodes }),
  });
}
