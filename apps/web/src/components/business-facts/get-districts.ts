import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationItem } from '@drd/shared/api/locations';
import { api } from '../../lib/api-client';
import { sortSpanish } from '../../lib/spanish-sort';

/** A failure gives an empty list (the select just stays empty). */
export const districtsQuery = (municipalityId: number | null) =>
  queryOptions({
    queryKey: ['locations', 'districts', municipalityId],
    queryFn: async () => {
      try {
        return await api.get<LocationItem[]>(
          `/api/locations/districts?municipalityId=${municipalityId}`,
        );
      } catch (error) {
        console.warn('Error fetching districts', error);
        return [];
      }
    },
    enabled: municipalityId !== null,
  });

export function useDistricts(municipalityId: number | null) {
  return useQuery({
    ...districtsQuery(municipalityId),
    select: (list) => sortSpanish(list, (d) => d.name),
  });
}
