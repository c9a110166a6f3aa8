import { useQuery } from '@tanstack/react-query';
import type { BusinessPeople } from '@drd/shared/api/managers';
import { api } from '../../../lib/api-client';
import { ownerKeys } from '../../../lib/owner-keys';

export const peopleKey = (businessId: number) => [...ownerKeys.business(businessId), 'people'];

export const getPeople = (businessId: number) =>
  api.get<BusinessPeople>(`/api/businesses/${businessId}/people`);

export function usePeople(businessId: number) {
  return useQuery({ queryKey: peopleKey(businessId), queryFn: () => getPeople(businessId) });
}
