// 'Reportar': the owner hides a waiting review with a reason until an administrator decides.
// The path keeps its old name, 'reject'.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ownerKeys } from '../../../lib/owner-keys';

export function useReportReview(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.post<{ message: string; rating: number }>(
        `/api/businesses/${businessId}/reviews/${id}/reject`,
        { reason },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownerKeys.reviews(businessId) }),
  });
}
