import { useQuery } from '@tanstack/react-query';
import type { AccountSession } from '@drd/shared/api/account';
import { api } from '../../../lib/api-client';

export const sessionsKey = ['account', 'sessions'] as const;

export const getSessions = () => api.get<{ sessions: AccountSession[] }>('/api/account/sessions');

export function useSessions() {
  return useQuery({ queryKey: sessionsKey, queryFn: getSessions });
}
