import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBusinessQuery, AdminBusinessRow } from '@drd/shared/api/admin-console';
import { api } from '../../../lib/api-client';
import { consoleKeys } from './console-keys';

export interface DirectoryPage {
  businesses: AdminBusinessRow[];
  total: number;
}

export function getDirectory(query: AdminBusinessQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return api.get<DirectoryPage>(`/api/admin/directory?${params}`);
}

export const directoryQuery = (query: AdminBusinessQuery) =>
  queryOptions({
    queryKey: consoleKeys.directorySearch(query),
    queryFn: () => getDirectory(query),
    placeholderData: keepPreviousData,
  });

export const useDirectory = (query: AdminBusinessQuery) => useQuery(directoryQuery(query));
