import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lead } from '@drd/shared/api/leads';
import { api } from '../../../lib/api-client';
import { leadKeys } from './lead-keys';

export interface LeadChange {
  id: number;
  isRead?: boolean;
  archived?: boolean;
}

/** Read, unread, archive or back to the inbox; both lists are read again afterwards. */
export function useUpdateLead(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: LeadChange) =>
      api.patch<Lead>(`/api/businesses/${businessId}/leads/${id}`, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadKeys.all(businessId) }),
  });
}
