import { useQuery } from '@tanstack/react-query';
import type { ClaimOnMine } from '@drd/shared/api/claims';
import { api } from '../../../lib/api-client';

export const claimsOnMineKey = ['my-businesses', 'claims-on-mine'] as const;

export const getClaimsOnMine = () => api.get<ClaimOnMine[]>('/api/my/business-claims');

export const claimsOnMineQuery = () => ({
  queryKey: claimsOnMineKey,
  queryFn: getClaimsOnMine,
  // A claim filed or approved elsewhere: asked again on every visit.
  refetchOnMount: 'always' as const,
});

export function useClaimsOnMine() {
  return useQuery(claimsOnMineQuery());
}
