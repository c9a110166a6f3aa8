import { useQuery } from '@tanstack/react-query';
import type { InvitationPreview } from '@drd/shared/api/managers';
import { api } from '../../../lib/api-client';

export const getInvitationPreview = (token: string) =>
  api.get<InvitationPreview>(`/api/invitations/preview?token=${encodeURIComponent(token)}`);

/** What the link gives and to whom (masked), read signed out too; a dead link does not retry. */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['invitation-preview', token],
    queryFn: () => getInvitationPreview(token),
    retry: false,
  });
}
