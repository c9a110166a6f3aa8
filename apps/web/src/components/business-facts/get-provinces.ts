import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationItem } from '@drd/shared/api/locations';
import { api } from '../../lib/api-client';
import { sortSpanish } from '../../lib/spanish-sort';

// Keys shared with the directory's place filters.
export const provincesQuery = () =>
  queryOptions({
    queryKey: ['locations', 'provinces'],
    queryFn: () => api.get<LocationItem[]>('/api/locations/provinces'),
  });

export function useProvinces() {
  return useQuery({ ...provincesQuery(), select: (list) => sortSpanish(list, (p) => p.name) });
}
