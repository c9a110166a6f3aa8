import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ownerQuestionsKey } from './keys';

/** 'Reportar': the question leaves the profile until an administrator decides. */
export function useReportQuestion(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.post<{ message: string }>(`/api/businesses/${businessId}/questions/${id}/report`, {
        reason,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownerQuestionsKey(businessId) }),
  });
}
