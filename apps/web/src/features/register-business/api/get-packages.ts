import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Package } from '@drd/shared/api/packages';
import { api } from '../../../lib/api-client';

export const packagesQuery = () =>
  queryOptions({
    queryKey: ['packages'],
    queryFn: () => api.get<Package[]>('/api/packages'),
  });

export function usePackages() {
  return useQuery(packagesQuery());
}
