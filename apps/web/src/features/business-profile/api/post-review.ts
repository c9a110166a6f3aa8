import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewBody } from '@drd/shared/api/content/reviews';
import { businessDetailKey } from '@drd/shared/query-keys';
import { api } from '../../../lib/api-client';

export const postReview = (businessId: number, body: ReviewBody) =>
  api.post<{ message: string; needsConfirmation: boolean }>(
    `/api/businesses/${businessId}/reviews`,
    body,
  );

/**
 * A visitor's review: public at once for a known writer (the profile's list and rating are read
 * again), after the mailed link for anyone else (nothing on the page changes yet).
 */
export function usePostReview(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) => postReview(businessId, body),
    onSuccess: (answer) =>
      answer.needsConfirmation
        ? undefined
        : queryClient.invalidateQueries({ queryKey: businessDetailKey(businessId) }),
  });
}
