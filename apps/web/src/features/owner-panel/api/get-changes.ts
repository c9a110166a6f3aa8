import { useQuery } from '@tanstack/react-query';
import type { ChangeList } from '@drd/shared/api/content/moderation';
import { api } from '../../../lib/api-client';
import { ownerKeys } from '../../../lib/owner-keys';

export const getChanges = (businessId: number) =>
  api.get<ChangeList>(`/api/businesses/${businessId}/profile-submissions`);

export function useChanges(businessId: number) {
  return useQuery({
    queryKey: ownerKeys.changes(businessId),
    queryFn: () => getChanges(businessId),
    // Changes made in the content tabs and decisions made by administrators land here.
    refetchOnMount: 'always',
  });
}
