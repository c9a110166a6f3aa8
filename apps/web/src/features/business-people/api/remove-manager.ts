import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { peopleKey } from './get-people';

export const removeManager = (businessId: number, userId: number) =>
  api.delete<{ message: string }>(`/api/businesses/${businessId}/managers/${userId}`);

export function useRemoveManager(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => removeManager(businessId, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKey(businessId) }),
  });
}
