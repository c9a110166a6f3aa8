import type { QueryClient } from '@tanstack/react-query';

/** Cache keys of the admin lists; every key starts with 'admin' so one prefix clears them all. */
export const adminKeys = {
  offerCodes: ['admin', 'offer-codes'] as const,
  payments: ['admin', 'payments'] as const,
  paymentsPage: (page: number) => ['admin', 'payments', page] as const,
  pendingBusinesses: ['admin', 'businesses', 'pending'] as const,
  claims: ['admin', 'claims'] as const,
  claimsByStatus: (status: string) => ['admin', 'claims', status] as const,
  mailPage: (page: number) => ['admin', 'mail', page] as const,
  system: ['admin', 'system'] as const,
};

/**
 * A decision that changes what visitors see (a business published, a plan extended): the public
 * lists cached in this tab are marked stale, to be fetched again when next shown.
 */
export function markPublicDataStale(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => !['admin', 'auth'].includes(String(query.queryKey[0])),
    refetchType: 'none',
  });
}
