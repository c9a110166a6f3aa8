import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

export const rejectClaim = ({
  id,
  version,
  adminNotes,
}: {
  id: number;
  version: number;
  adminNotes: string;
}) => api.post<{ ok: true }>(`/api/admin/claims/${id}/reject`, { version, adminNotes });

export function useRejectClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectClaim,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.claims }),
  });
}
