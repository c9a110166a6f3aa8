import { useMutation } from '@tanstack/react-query';
import type { ReviewBody } from '@drd/shared/api/content/reviews';
import { api } from '../../../lib/api-client';

export const postReview = (businessId: number, body: ReviewBody) =>
  api.post<{ message: string; needsConfirmation: boolean }>(
    `/api/businesses/${businessId}/reviews`,
    body,
  );

/**
 * A visitor's review; it waits for the writer's confirmation (anonymous) and the owner's decision,
 * so nothing on the page changes yet.
 */
export function usePostReview(businessId: number) {
  return useMutation({ mutationFn: (body: ReviewBody) => postReview(businessId, body) });
}
