import { useQuery } from '@tanstack/react-query';
import type { DemoShowcase } from '@drd/shared/api/demo-showcase';
import { api } from '../../../lib/api-client';

export const showcaseKey = ['demo-showcase'] as const;

export const getShowcase = () => api.get<DemoShowcase>('/api/demo/showcase');

/** The demo business's live profile, statistics and message (GET /api/demo/showcase). */
export function useShowcase() {
  return useQuery({ queryKey: showcaseKey, queryFn: getShowcase });
}
