import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Insights } from '@drd/shared/api/analytics';
import type { StatsPeriod } from '@drd/shared/plans';
import { api } from '../../../lib/api-client';
import { ownerKeys } from '../../../lib/owner-keys';

export const insightsKey = (businessId: number, days: StatsPeriod) =>
  [...ownerKeys.business(businessId), 'insights', days] as const;

export const getInsights = (businessId: number, days: StatsPeriod) =>
  api.get<Insights>(`/api/businesses/${businessId}/insights?days=${days}`);

/** Today's taps show within a minute: the tab asks again while it stays open. */
export function useInsights(businessId: number, days: StatsPeriod) {
  return useQuery({
    queryKey: insightsKey(businessId, days),
    queryFn: () => getInsights(businessId, days),
    refetchOnMount: 'always',
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });
}
