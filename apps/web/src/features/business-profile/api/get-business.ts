import { useQuery } from '@tanstack/react-query';
import type { BusinessDetail } from '@drd/shared/api/businesses';
import { businessDetailKey } from '@drd/shared/query-keys';
import { api } from '../../../lib/api-client';

export const getBusinessDetail = (id: number) =>
  api.get<BusinessDetail>(`/api/businesses/detail/${id}`);

export const businessDetailQuery = (id: number) => ({
  queryKey: businessDetailKey(id),
  queryFn: () => getBusinessDetail(id),
  enabled: Number.isInteger(id) && id > 0,
});

export function useBusinessDetail(id: number) {
  return useQuery(businessDetailQuery(id));
}
