import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { peopleKey } from './get-people';

export const startTransfer = (businessId: number, email: string) =>
  api.post<{ message: string }>(`/api/businesses/${businessId}/transfer`, { email });

export function useStartTransfer(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => startTransfer(businessId, email),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKey(businessId) }),
  });
}
