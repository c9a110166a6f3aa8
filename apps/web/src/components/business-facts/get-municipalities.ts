import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationItem } from '@drd/shared/api/locations';
import { api } from '../../lib/api-client';
import { sortSpanish } from '../../lib/spanish-sort';

/** A failure gives an empty list (the select just stays empty). */
export const municipalitiesQuery = (provinceId: number | null) =>
  queryOptions({
    queryKey: ['locations', 'municipalities', provinceId],
    queryFn: async () => {
      try {
        return await api.get<LocationItem[]>(
          `/api/locations/municipalities?provinceId=${provinceId}`,
        );
      } catch (error) {
        console.warn('Error fetching municipalities', error);
        return [];
      }
    },
    enabled: provinceId !== null,
  });

export function useMunicipalities(provinceId: number | null) {
  return useQuery({
    ...municipalitiesQuery(provinceId),
    select: (list) => sortSpanish(list, (m) => m.name),
  });
}
