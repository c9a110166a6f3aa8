import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys, markPublicDataStale } from './keys';

export interface DecisionInput {
  id: number;
  /** The version on the screen: a business changed meanwhile answers 409 with the new one. */
  version: number;
  adminNotes?: string;
}

export const approveBusiness = ({ id, version, adminNotes }: DecisionInput) =>
  api.post<{ ok: true }>(`/api/admin/businesses/${id}/approve`, {
    version,
    ...(adminNotes ? { adminNotes } : {}),
  });

export function useApproveBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveBusiness,
    // A 409 too: the list is read again, so the card shows the business as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: adminKeys.pendingBusinesses }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.pendingBusinesses }),
        // Approval publishes the business: the directory lists change.
        markPublicDataStale(queryClient),
      ]);
    },
  });
}
