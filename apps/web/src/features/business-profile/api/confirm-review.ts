import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The link mailed to an anonymous writer: opening it makes the review count. */
export const useConfirmReview = () =>
  useMutation({
    mutationFn: (body: { token: string }) =>
      api.post<{ message: string }>('/api/reviews/confirm', body),
  });
