import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

export const rejectClaim = ({ id, adminNotes }: { id: number; adminNotes: string }) =>
  api.post<{ ok: true }>(`/api/admin/claims/${id}/reject`, { adminNotes });

export function useRejectClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectClaim,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.claims }),
  });
}
