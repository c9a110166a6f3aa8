import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBusiness } from '@drd/shared/api/admin-console';
import { api } from '../../../lib/api-client';
import { consoleKeys } from './console-keys';

export const getDirectoryBusiness = (id: number) =>
  api.get<AdminBusiness>(`/api/admin/directory/${id}`);

export const directoryBusinessQuery = (id: number) =>
  queryOptions({ queryKey: consoleKeys.business(id), queryFn: () => getDirectoryBusiness(id) });

export const useDirectoryBusiness = (id: number) => useQuery(directoryBusinessQuery(id));
