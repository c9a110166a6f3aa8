import { useQuery } from '@tanstack/react-query';
import type { SpecialHoursPage } from '@drd/shared/api/hours';
import { api } from '../../../lib/api-client';
import { ownerKeys } from '../../../lib/owner-keys';

export const specialHoursKey = (businessId: number) =>
  [...ownerKeys.business(businessId), 'special-hours'] as const;

export const getSpecialHours = (businessId: number) =>
  api.get<SpecialHoursPage>(`/api/businesses/${businessId}/special-hours`);

/** The coming special dates and the holidays of the next 7 days to suggest. */
export function useSpecialHours(businessId: number) {
  return useQuery({
    queryKey: specialHoursKey(businessId),
    queryFn: () => getSpecialHours(businessId),
  });
}
