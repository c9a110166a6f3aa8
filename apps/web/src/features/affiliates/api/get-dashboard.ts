import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AffiliateDashboard } from '@drd/shared/api/affiliates';
import { api, ApiRequestError } from '../../../lib/api-client';
import { affiliateKeys } from './keys';

/** The dashboard, or null when the user is not an affiliate (the server's 404 or 400). */
export async function getDashboard(userId: number): Promise<AffiliateDashboard | null> {
  try {
    return await api.get<AffiliateDashboard>(`/api/affiliate/${userId}`);
  } catch (error) {
    if (error instanceof ApiRequestError && [400, 404].includes(error.status)) return null;
    throw error;
  }
}

export const dashboardQuery = (userId: number | undefined) =>
  queryOptions({
    queryKey: affiliateKeys.dashboard(userId ?? 0),
    queryFn: () => getDashboard(userId!),
    enabled: userId !== undefined,
  });

export const useAffiliateDashboard = (userId: number | undefined) =>
  useQuery(dashboardQuery(userId));
