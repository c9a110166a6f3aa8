import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportedReview } from '@drd/shared/api/content/reviews';
import { api } from '../../../lib/api-client';
import { reportedReviewsKey } from './keys';

export const reportedReviewsQuery = () =>
  queryOptions({
    queryKey: reportedReviewsKey,
    queryFn: () => api.get<ReportedReview[]>('/api/admin/reviews/reported'),
  });

export const useReportedReviews = () => useQuery(reportedReviewsQuery());
