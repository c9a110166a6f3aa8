import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcceptAnswer } from '@drd/shared/api/managers';
import { api } from '../../../lib/api-client';

export const acceptInvitation = (token: string) =>
  api.post<AcceptAnswer>('/api/invitations/accept', { token });

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['my-businesses'] }),
  });
}
