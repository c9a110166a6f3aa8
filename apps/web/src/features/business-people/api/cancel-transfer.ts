import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { peopleKey } from './get-people';

export const cancelTransfer = (businessId: number) =>
  api.delete<{ message: string }>(`/api/businesses/${businessId}/transfer`);

export function useCancelTransfer(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelTransfer(businessId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKey(businessId) }),
  });
}
