import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@drd/shared/api/admin-console';
import { api } from '../../../lib/api-client';
import { consoleKeys } from './console-keys';

export interface AuditPage {
  entries: AuditEntry[];
  total: number;
}

/** The whole log (no type), or one target's history. */
export function getAuditLog(page: number, target?: { type: string; id: number }) {
  const params = new URLSearchParams({ page: String(page) });
  if (target) {
    params.set('targetType', target.type);
    params.set('targetId', String(target.id));
  }
  return api.get<AuditPage>(`/api/admin/audit-log?${params}`);
}

export const auditLogQuery = (page: number, target?: { type: string; id: number }) =>
  queryOptions({
    queryKey: consoleKeys.auditOf(target?.type ?? '', target?.id, page),
    queryFn: () => getAuditLog(page, target),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (page: number, target?: { type: string; id: number }) =>
  useQuery(auditLogQuery(page, target));
