import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { peopleKey } from './get-people';

export const revokeInvitation = (businessId: number, invitationId: number) =>
  api.delete<{ message: string }>(`/api/businesses/${businessId}/invitations/${invitationId}`);

export function useRevokeInvitation(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: number) => revokeInvitation(businessId, invitationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKey(businessId) }),
  });
}
