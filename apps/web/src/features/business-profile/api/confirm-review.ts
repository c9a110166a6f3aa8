import { useMutation } from '@tanstack/react-query';
import type { ReviewConfirmed } from '@drd/shared/api/content/reviews';
import { api } from '../../../lib/api-client';

/** The link mailed to an anonymous writer: opening it publishes the review. */
export const useConfirmReview = () =>
  useMutation({
    mutationFn: (body: { token: string }) =>
      api.post<ReviewConfirmed>('/api/reviews/confirm', body),
  });
