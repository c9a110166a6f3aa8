import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '@drd/shared/api/admin-console';
import { api } from '../../../lib/api-client';
import { consoleKeys } from './console-keys';

export interface UsersPage {
  users: AdminUser[];
  total: number;
}

export const getUsers = (q: string, page: number) =>
  api.get<UsersPage>(`/api/admin/users?${new URLSearchParams({ q, page: String(page) })}`);

export const usersQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: consoleKeys.usersSearch(q, page),
    queryFn: () => getUsers(q, page),
    placeholderData: keepPreviousData,
  });

export const useUsers = (q: string, page: number) => useQuery(usersQuery(q, page));
