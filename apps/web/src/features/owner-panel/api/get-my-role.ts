import { useQuery } from '@tanstack/react-query';
import type { BusinessRole } from '@drd/shared/api/managers';
import { api } from '../../../lib/api-client';
import { ownerKeys } from '../../../lib/owner-keys';

export const getMyRole = (businessId: number) =>
  api.get<{ role: BusinessRole }>(`/api/businesses/${businessId}/my-role`);

/** Owner, manager or admin: a manager's panel has no plan, payment, people or transfer. */
export function useMyRole(businessId: number) {
  return useQuery({
    queryKey: [...ownerKeys.business(businessId), 'role'],
    queryFn: () => getMyRole(businessId),
  });
}
