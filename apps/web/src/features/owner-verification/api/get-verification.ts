import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnVerification } from '@drd/shared/api/verification';
import { api } from '../../../lib/api-client';
import { ownerKeys } from '../../../lib/owner-keys';

export const verificationKey = (businessId: number) =>
  [...ownerKeys.business(businessId), 'verification'] as const;

export const getVerification = (businessId: number) =>
  api.get<OwnVerification>(`/api/businesses/${businessId}/verification`);

export const verificationQuery = (businessId: number) =>
  queryOptions({
    queryKey: verificationKey(businessId),
    queryFn: () => getVerification(businessId),
    // An administrator decides meanwhile: the tab shows the decision whenever it is opened.
    refetchOnMount: 'always',
  });

export const useVerification = (businessId: number) => useQuery(verificationQuery(businessId));
