import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoriesResponse } from '@drd/shared/api/categories';
import { api } from '../../lib/api-client';
import { sortSpanish } from '../../lib/spanish-sort';

export interface CategoryOption {
  id: number;
  name: string;
}

// The same key as the directory's category list: one answer serves both screens.
export const categoriesQuery = () =>
  queryOptions({
    queryKey: ['categories', 'modules'],
    queryFn: () => api.get<CategoriesResponse>('/api/categories'),
    staleTime: 5 * 60 * 1000,
  });

/** Every category, in Spanish alphabetical order. */
export function useCategoryOptions() {
  return useQuery({
    ...categoriesQuery(),
    select: (data): CategoryOption[] =>
      sortSpanish(
        data.modules.flatMap((m) => m.categories.map((c) => ({ id: c.id, name: c.name }))),
        (c) => c.name,
      ),
  });
}
