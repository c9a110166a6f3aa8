import { useQuery } from '@tanstack/react-query';
import type { VisitCount } from '@drd/shared/api/visits';
import { api } from '../../../lib/api-client';

export const getGlobalVisits = () => api.get<VisitCount>('/api/visits/global');

export const globalVisitsQueryKey = ['visits', 'global'] as const;

export function useGlobalVisits() {
  return useQuery({ queryKey: globalVisitsQueryKey, queryFn: getGlobalVisits });
}
