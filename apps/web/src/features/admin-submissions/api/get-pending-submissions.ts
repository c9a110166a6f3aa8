import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PendingSubmission, pendingListSchema } from '@drd/shared/api/content/moderation';
import { api } from '../../../lib/api-client';
import { submissionKeys, type QueueFilters } from './keys';

export type { PendingSubmission };
export type PendingList = z.infer<typeof pendingListSchema>;

export const PAGE_SIZE = 20;

export function getPendingSubmissions({ contentType, businessId, page }: QueueFilters) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
  if (contentType) query.set('contentType', contentType);
  if (businessId) query.set('businessId', String(businessId));
  return api.get<PendingList>(`/api/admin/pending-submissions?${query}`);
}

export const usePendingSubmissions = (filters: QueueFilters) =>
  useQuery({
    queryKey: submissionKeys.queuePage(filters),
    queryFn: () => getPendingSubmissions(filters),
    placeholderData: keepPreviousData,
    // Other admins decide too: the queue is read again whenever the screen opens.
    staleTime: 0,
  });
