import { useQuery } from '@tanstack/react-query';
import type { NearestCategoryPlaces } from '@drd/shared/api/category-places';
import type { PlaceSlugs } from '@drd/shared/category-place-path';
import { nearestCategoryPlacesKey } from '@drd/shared/query-keys';
import { api } from '../../../lib/api-client';

export const getNearestCategoryPlaces = (category: string, slugs: PlaceSlugs) => {
  const q = new URLSearchParams({ category, province: slugs.province });
  if (slugs.municipality) q.set('municipality', slugs.municipality);
  if (slugs.district) q.set('district', slugs.district);
  return api.get<NearestCategoryPlaces>(`/api/category-places/nearest?${q.toString()}`);
};

/** The nearest places that have a category (handed over in a 404 page by the server). */
export function useNearestCategoryPlaces(category: string, slugs: PlaceSlugs) {
  return useQuery({
    queryKey: nearestCategoryPlacesKey(category, slugs),
    queryFn: () => getNearestCategoryPlaces(category, slugs),
  });
}
