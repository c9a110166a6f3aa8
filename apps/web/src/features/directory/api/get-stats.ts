import { useQuery } from '@tanstack/react-query';
import type { Stats } from '@drd/shared/api/stats';
import { api } from '../../../lib/api-client';

export const getStats = () => api.get<Stats>('/api/stats');

export function useStats() {
  return useQuery({ queryKey: ['stats'], queryFn: getStats });
}
