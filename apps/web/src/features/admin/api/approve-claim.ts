import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

export const approveClaim = ({ id, adminNotes }: { id: number; adminNotes?: string }) =>
  api.post<{ ok: true }>(`/api/admin/claims/${id}/approve`, adminNotes ? { adminNotes } : {});

export function useApproveClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveClaim,
    // Approval also closes the other open claims on the listing: every status list changes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.claims }),
  });
}
