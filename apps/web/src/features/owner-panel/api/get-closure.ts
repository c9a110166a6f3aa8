import { useQuery } from '@tanstack/react-query';
import type { Closure } from '@drd/shared/api/hours';
import { api } from '../../../lib/api-client';
import { ownerKeys } from '../../../lib/owner-keys';

export const closureKey = (businessId: number) =>
  [...ownerKeys.business(businessId), 'closure'] as const;

export const getClosure = (businessId: number) =>
  api.get<Closure>(`/api/businesses/${businessId}/closure`);

export function useClosure(businessId: number) {
  return useQuery({ queryKey: closureKey(businessId), queryFn: () => getClosure(businessId) });
}
