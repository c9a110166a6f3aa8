import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { peopleKey } from './get-people';

export const inviteManager = (businessId: number, email: string) =>
  api.post<{ message: string }>(`/api/businesses/${businessId}/invitations`, { email });

export function useInviteManager(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => inviteManager(businessId, email),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKey(businessId) }),
  });
}
