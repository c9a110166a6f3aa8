import { useQuery } from '@tanstack/react-query';
import type { PendingBusinesses } from '@drd/shared/api/content/moderation';
import { api } from '../../../lib/api-client';
import { submissionKeys } from './keys';

export const getPendingBusinesses = () =>
  api.get<PendingBusinesses>('/api/admin/pending-submissions/businesses');

/** The businesses with changes waiting, for the business filter; read again after decisions. */
export const usePendingBusinesses = () =>
  useQuery({
    queryKey: submissionKeys.businesses,
    queryFn: getPendingBusinesses,
    staleTime: 0,
  });
