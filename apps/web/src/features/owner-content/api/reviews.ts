// The owner's side of reviews: the list, the one answer (owner content of type
// 'review-replies') and the switch that opens the public review form. Reporting: report-review.ts.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WriteAnswer } from '@drd/shared/api/content/items';
import type { OwnerProfile } from '@drd/shared/api/content/profile';
import type { OwnerReview } from '@drd/shared/api/content/reviews';
import { api } from '../../../lib/api-client';
import { ownerKeys, refreshAfterOwnerWrite } from '../../../lib/owner-keys';

const keys = ownerKeys;

export function useOwnerReviews(businessId: number) {
  return useQuery({
    queryKey: keys.reviews(businessId),
    queryFn: () => api.get<OwnerReview[]>(`/api/businesses/${businessId}/reviews/all`),
  });
}

export function useReplyToReview(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { reviewId: number; reply: string }) =>
      api.post<WriteAnswer>(`/api/businesses/${businessId}/review-replies`, body),
    // An answer is owner content waiting for review: it joins the change list too.
    onSettled: () => refreshAfterOwnerWrite(queryClient, businessId, keys.reviews(businessId)),
  });
}

export function useReviewsEnabled(businessId: number) {
  const queryClient = useQueryClient();
  const key = keys.profile(businessId);
  return useMutation({
    mutationFn: (reviewsEnabled: boolean) =>
      api.patch<{ ok: true }>(`/api/businesses/${businessId}/settings`, { reviewsEnabled }),
    onMutate: async (reviewsEnabled) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<OwnerProfile>(key);
      if (before) queryClient.setQueryData(key, { ...before, reviewsEnabled });
      return { before };
    },
    onError: (_error, _value, context) => queryClient.setQueryData(key, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
