import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys, markPublicDataStale } from './keys';

export interface DecisionInput {
  id: number;
  adminNotes?: string;
}

export const approveBusiness = ({ id, adminNotes }: DecisionInput) =>
  api.post<{ ok: true }>(`/api/admin/businesses/${id}/approve`, adminNotes ? { adminNotes } : {});

export function useApproveBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveBusiness,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.pendingBusinesses }),
        // Approval publishes the business: the directory lists change.
        markPublicDataStale(queryClient),
      ]);
    },
  });
}
