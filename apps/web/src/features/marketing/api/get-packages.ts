import { useQuery } from '@tanstack/react-query';
import type { Package } from '@drd/shared/api/packages';
import { api } from '../../../lib/api-client';

export const getPackages = () => api.get<Package[]>('/api/packages');

export const packagesQuery = () => ({ queryKey: ['packages'], queryFn: getPackages });

/** The five yearly plans, cheapest first. */
export function usePackages() {
  return useQuery(packagesQuery());
}
