import { useQuery } from '@tanstack/react-query';
import type { EnvConfig } from '@drd/shared/api/stats';
import { api } from '../../lib/api-client';

/** Tile URL, attribution and whether address search works: the server's map configuration. */
export const getEnv = () => api.get<EnvConfig>('/api/env');

export function useMapConfig() {
  return useQuery({ queryKey: ['env'], queryFn: getEnv });
}
