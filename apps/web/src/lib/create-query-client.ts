import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ADMIN_COUNTS_KEY } from './admin-counts-key';

/**
 * After any write, done or refused (a 409 means someone else decided), the admin menu's pending
 * counts are fetched again if shown: one place for every queue's decisions (issue 41). Nothing
 * happens for a visitor, who has no such query.
 */
export function refreshAdminCounts(client: QueryClient) {
  return client.invalidateQueries({ queryKey: ADMIN_COUNTS_KEY });
}

// Data is never stale, not refetched on focus, and nothing is retried.
export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    // Not awaited: the decision's own toast and list refresh need not wait for the counts.
    mutationCache: new MutationCache({
      onSettled: () => {
        void refreshAdminCounts(client);
      },
    }),
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
  return client;
}
