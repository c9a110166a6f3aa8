import { useQuery } from '@tanstack/react-query';
import type { BusinessCard } from '@drd/shared/api/businesses';
import { api } from '../../../lib/api-client';

export const similarBusinessesQuery = (id: number) => ({
  queryKey: ['businesses', 'similar', id] as const,
  queryFn: () => api.get<BusinessCard[]>(`/api/businesses/${id}/similar`),
});

/** 'Negocios similares': empty when the business's plan and switch hide the block. */
export function useSimilarBusinesses(id: number) {
  return useQuery(similarBusinessesQuery(id));
}
