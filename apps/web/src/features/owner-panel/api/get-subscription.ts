import { useQuery } from '@tanstack/react-query';
import type { SubscriptionAnswer } from '@drd/shared/api/subscriptions';
import { api } from '../../../lib/api-client';
import { ownerKeys } from '../../../lib/owner-keys';

export const getSubscription = (businessId: number) =>
  api.get<SubscriptionAnswer>(`/api/businesses/${businessId}/subscription`);

export function useSubscription(businessId: number) {
  return useQuery({
    queryKey: ownerKeys.subscription(businessId),
    queryFn: () => getSubscription(businessId),
    refetchOnMount: 'always',
  });
}
