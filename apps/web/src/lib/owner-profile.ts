import { useQuery } from '@tanstack/react-query';
import type { OwnerProfile } from '@drd/shared/api/content/profile';
import { api } from './api-client';
import { ownerKeys } from './owner-keys';

export const getOwnerProfile = (businessId: number) =>
  api.get<OwnerProfile>(`/api/businesses/${businessId}/profile`);

export function useOwnerProfile(businessId: number) {
  return useQuery({
    queryKey: ownerKeys.profile(businessId),
    queryFn: () => getOwnerProfile(businessId),
    // An administrator's decision changes it from elsewhere: each visit asks again.
    refetchOnMount: 'always',
    // A missing or foreign business is an answer, not a hiccup: no retries before the alert.
    retry: false,
  });
}
