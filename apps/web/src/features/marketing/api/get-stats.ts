import { useQuery } from '@tanstack/react-query';
import type { Stats } from '@drd/shared/api/stats';
import { api } from '../../../lib/api-client';

/** The directory's own figures; the same key as the home page's, so one answer serves both. */
export function useDirectoryFigures() {
  return useQuery({ queryKey: ['stats'], queryFn: () => api.get<Stats>('/api/stats') });
}
