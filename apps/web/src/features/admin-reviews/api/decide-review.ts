// The decision on a reported review: publish it, or remove it with the reason kept. Either way it
// leaves the list, and the public pages cached in this tab are stale (the rating may move).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportedReviewsKey } from './keys';

export type ReviewDecision =
  { id: number; action: 'publish' } | { id: number; action: 'remove'; reason: string };

export function useDecideReportedReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ReviewDecision) =>
      api.post<{ message: string }>(
        `/api/admin/reviews/${decision.id}/${decision.action}`,
        decision.action === 'remove' ? { reason: decision.reason } : {},
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reportedReviewsKey }),
        queryClient.invalidateQueries({
          predicate: (query) => !['admin', 'auth'].includes(String(query.queryKey[0])),
          refetchType: 'none',
        }),
      ]),
  });
}
