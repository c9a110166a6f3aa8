import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BusinessCard, BusinessList } from '@drd/shared/api/businesses';
import { businessFilterKey } from '@drd/shared/query-keys';
import { api } from '../../../lib/api-client';

export const getBusinesses = (query: string) =>
  api.get<BusinessList>(`/api/businesses/filter?${query}`);

/** The same key the server's list pages hand to the app (app/server/list-first-screen.tsx). */
export const businessesKey = businessFilterKey;

/** Keeps showing the previous page while the next loads ('Actualizando resultados'). */
export function useBusinesses(query: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: businessesKey(query),
    queryFn: () => getBusinesses(query),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export const getRecentBusinesses = (limit: number) =>
  api.get<BusinessCard[]>(`/api/businesses/recent?limit=${limit}`);

export function useRecentBusinesses(limit: number) {
  return useQuery({
    queryKey: ['businesses', 'recent', limit],
    queryFn: () => getRecentBusinesses(limit),
  });
}
