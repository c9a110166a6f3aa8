// The decision on a reported review, on the version on the screen: keep it public, or remove it
// with the reason kept. A decided or changed review answers 409 and the list reloads; either way
// the public pages cached in this tab are stale (a removal moves the rating).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportedReviewsKey } from './keys';

export type ReviewDecision =
  | { id: number; version: number; action: 'keep' }
  | { id: number; version: number; action: 'remove'; reason: string };

export function useDecideReportedReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, ...body }: ReviewDecision) =>
      api.post<{ message: string }>(`/api/admin/reviews/${id}/${action}`, body),
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
