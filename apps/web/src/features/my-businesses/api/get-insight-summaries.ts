import { useQuery } from '@tanstack/react-query';
import type { InsightSummary } from '@drd/shared/api/analytics';
import { api } from '../../../lib/api-client';

export const insightSummariesKey = ['my-businesses', 'insights-summary'] as const;

export const getInsightSummaries = () =>
  api.get<{ summaries: Record<string, InsightSummary> }>('/api/my/insights-summary');

/** Each business's last 30 days, for its line in 'Mis negocios'. */
export function useInsightSummary(businessId: number): InsightSummary | undefined {
  const query = useQuery({
    queryKey: insightSummariesKey,
    queryFn: getInsightSummaries,
    refetchOnMount: 'always',
  });
  return query.data?.summaries[String(businessId)];
}
