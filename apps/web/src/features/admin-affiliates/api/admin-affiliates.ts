import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminAffiliate,
  AdminPayout,
  AffiliateDashboard,
  NextPayoutBatch,
} from '@drd/shared/api/affiliates';
import { api } from '../../../lib/api-client';

// Under 'admin', so signing out clears them with the other admin lists.
const keys = {
  all: ['admin', 'affiliates'] as const,
  list: ['admin', 'affiliates', 'list'] as const,
  payouts: ['admin', 'affiliates', 'payouts'] as const,
  next: ['admin', 'affiliates', 'next'] as const,
  detail: (id: number) => ['admin', 'affiliates', 'detail', id] as const,
};

export const useAdminAffiliates = () =>
  useQuery({
    queryKey: keys.list,
    queryFn: () => api.get<{ affiliates: AdminAffiliate[] }>('/api/admin/affiliates'),
  });

export const useAdminPayouts = () =>
  useQuery({
    queryKey: keys.payouts,
    queryFn: () => api.get<{ payouts: AdminPayout[] }>('/api/admin/affiliates/payouts'),
  });

export const useNextPayoutBatch = () =>
  useQuery({
    queryKey: keys.next,
    queryFn: () => api.get<NextPayoutBatch>('/api/admin/affiliates/payouts/next'),
  });

/** One affiliate's ledger, as the affiliate sees it (administrators may read any). */
export const useAffiliateLedger = (id: number) =>
  useQuery({
    queryKey: keys.detail(id),
    queryFn: () => api.get<AffiliateDashboard>(`/api/affiliate/${id}`),
  });

function useLedgerMutation<I, T>(mutationFn: (input: I) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.all }),
        queryClient.invalidateQueries({ queryKey: ['affiliate'] }),
      ]),
  });
}

export const useRunPayoutBatch = () =>
  useLedgerMutation(() =>
    api.post<{ period: string; payouts: AdminPayout[]; minimum: string }>(
      '/api/admin/affiliates/payouts/run',
      {},
    ),
  );

export const useMarkPayoutPaid = () =>
  useLedgerMutation((id: number) =>
    api.post<{ payout: AdminPayout; changed: boolean }>(
      `/api/admin/affiliates/payouts/${id}/paid`,
      {},
    ),
  );
