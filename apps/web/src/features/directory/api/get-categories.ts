import { useQuery } from '@tanstack/react-query';
import type { CategoriesResponse } from '@drd/shared/api/categories';
import { api } from '../../../lib/api-client';

const FIVE_MINUTES = 5 * 60 * 1000;

export const getActiveCategories = () => api.get<string[]>('/api/categories/active');

export function useActiveCategories() {
  return useQuery({ queryKey: ['categories', 'active'], queryFn: getActiveCategories });
}

/** Modules with their categories and active counts; cached 5 minutes. */
export const getCategoryModules = () => api.get<CategoriesResponse>('/api/categories');

export function useCategoryModules() {
  return useQuery({
    queryKey: ['categories', 'modules'],
    queryFn: getCategoryModules,
    staleTime: FIVE_MINUTES,
  });
}
