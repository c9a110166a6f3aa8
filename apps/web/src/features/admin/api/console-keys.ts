// Cache keys of the admin console's lists, under the 'admin' prefix every admin key shares.
import type { AdminBusinessQuery } from '@drd/shared/api/admin-console';
import { ADMIN_COUNTS_KEY } from '../../../lib/admin-counts-key';

export const consoleKeys = {
  counts: ADMIN_COUNTS_KEY,
  directory: ['admin', 'directory'] as const,
  directorySearch: (query: AdminBusinessQuery) => ['admin', 'directory', 'search', query] as const,
  business: (id: number) => ['admin', 'directory', id] as const,
  users: ['admin', 'users'] as const,
  usersSearch: (q: string, page: number) => ['admin', 'users', q, page] as const,
  audit: ['admin', 'audit'] as const,
  auditOf: (type: string, id: number | undefined, page: number) =>
    ['admin', 'audit', type, id ?? 0, page] as const,
};
