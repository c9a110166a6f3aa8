import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminVerification, VerificationStatus } from '@drd/shared/api/verification';
import { api } from '../../../lib/api-client';

/** Under 'admin', so the admin prefix clears it with the other lists. */
export const verificationKeys = {
  all: ['admin', 'verifications'] as const,
  byStatus: (status: VerificationStatus) => ['admin', 'verifications', status] as const,
};

export const getVerifications = (status: VerificationStatus) =>
  api.get<AdminVerification[]>(`/api/admin/verifications?status=${status}`);

export const verificationsQuery = (status: VerificationStatus) =>
  queryOptions({
    queryKey: verificationKeys.byStatus(status),
    queryFn: () => getVerifications(status),
  });

export const useVerifications = (status: VerificationStatus) =>
  useQuery(verificationsQuery(status));
