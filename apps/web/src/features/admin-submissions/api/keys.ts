import type { QueryClient } from '@tanstack/react-query';

export interface QueueFilters {
  contentType?: string;
  businessId?: number;
  page: number;
}

/** Cache keys; they start with 'admin' like the other admin lists, so one prefix clears them. */
export const submissionKeys = {
  queue: ['admin', 'submissions'] as const,
  queuePage: (filters: QueueFilters) => ['admin', 'submissions', filters] as const,
  businesses: ['admin', 'submissions', 'businesses'] as const,
  history: (businessId: number, page: number) =>
    ['admin', 'submission-history', businessId, page] as const,
};

/**
 * After a decision: the queue is read again, and the public lists cached in this tab are marked
 * stale (an approval changes what visitors see) to be fetched when next shown.
 */
export function afterDecision(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: submissionKeys.queue }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'submission-history'] }),
    queryClient.invalidateQueries({
      predicate: (query) => !['admin', 'auth'].includes(String(query.queryKey[0])),
      refetchType: 'none',
    }),
  ]);
}
