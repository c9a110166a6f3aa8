import { useQuery } from '@tanstack/react-query';
import type { PlaceCategories } from '@drd/shared/api/category-places';
import type { PlaceSlugs } from '@drd/shared/category-place-path';
import { placeCategoriesKey } from '@drd/shared/query-keys';
import { api } from '../../../lib/api-client';

export const getPlaceCategories = (slugs: PlaceSlugs) => {
  const q = new URLSearchParams({ province: slugs.province });
  if (slugs.municipality) q.set('municipality', slugs.municipality);
  if (slugs.district) q.set('district', slugs.district);
  return api.get<PlaceCategories>(`/api/category-places/by-place?${q.toString()}`);
};

/** The categories a place has, with counts (handed over in the page by the server). */
export function usePlaceCategories(slugs: PlaceSlugs) {
  return useQuery({
    queryKey: placeCategoriesKey(slugs),
    queryFn: () => getPlaceCategories(slugs),
  });
}
