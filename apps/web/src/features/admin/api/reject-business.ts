import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

export const rejectBusiness = ({ id, adminNotes }: { id: number; adminNotes: string }) =>
  api.post<{ ok: true }>(`/api/admin/businesses/${id}/reject`, { adminNotes });

export function useRejectBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectBusiness,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.pendingBusinesses }),
  });
}
