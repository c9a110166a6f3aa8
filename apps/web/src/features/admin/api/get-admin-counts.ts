import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCounts } from '@drd/shared/api/admin-console';
import { api } from '../../../lib/api-client';
import { consoleKeys } from './console-keys';

export const getAdminCounts = () => api.get<AdminCounts>('/api/admin/console/counts');

export const adminCountsQuery = () =>
  queryOptions({ queryKey: consoleKeys.counts, queryFn: getAdminCounts });

export const useAdminCounts = () => useQuery(adminCountsQuery());
