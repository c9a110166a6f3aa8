import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

export const rejectBusiness = (input: { id: number; version: number; adminNotes: string }) =>
  api.post<{ ok: true }>(`/api/admin/businesses/${input.id}/reject`, {
    version: input.version,
    adminNotes: input.adminNotes,
  });

export function useRejectBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectBusiness,
    onError: () => queryClient.invalidateQueries({ queryKey: adminKeys.pendingBusinesses }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.pendingBusinesses }),
  });
}
