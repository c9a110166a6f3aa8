import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Claim } from '@drd/shared/api/claims';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

export type ClaimStatus = Claim['status'];

export const getClaims = (status: ClaimStatus) =>
  api.get<Claim[]>(`/api/admin/claims?status=${status}`);

export const claimsQuery = (status: ClaimStatus) =>
  queryOptions({ queryKey: adminKeys.claimsByStatus(status), queryFn: () => getClaims(status) });

export const useClaims = (status: ClaimStatus) => useQuery(claimsQuery(status));
