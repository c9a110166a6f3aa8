import { useQuery } from '@tanstack/react-query';
import type { CategoryPlaces } from '@drd/shared/api/category-places';
import { categoryPlacesKey } from '@drd/shared/query-keys';
import { api } from '../../../lib/api-client';

export const getCategoryPlaces = (slug: string) =>
  api.get<CategoryPlaces>(`/api/category-places/by-category/${encodeURIComponent(slug)}`);

/** Where a category has businesses (the server hands it over in the page, seo/list-routes.ts). */
export function useCategoryPlaces(slug: string) {
  return useQuery({ queryKey: categoryPlacesKey(slug), queryFn: () => getCategoryPlaces(slug) });
}
