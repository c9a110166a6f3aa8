import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SystemStatus } from '@drd/shared/api/system';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

export const getSystem = () => api.get<SystemStatus>('/api/admin/system');

/** While a backup is being made the page asks again every few seconds, until it ends. */
export const systemQuery = () =>
  queryOptions({
    queryKey: adminKeys.system,
    queryFn: getSystem,
    refetchInterval: (query) =>
      query.state.data?.backups.some((b) => b.status === 'running') ? 3_000 : false,
  });

export const useSystem = () => useQuery(systemQuery());
