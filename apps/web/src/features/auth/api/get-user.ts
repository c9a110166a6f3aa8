import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@drd/shared/api/auth';
import { api } from '../../../lib/api-client';

export const userQueryKey = ['auth', 'user'] as const;

/** The signed-in user, or null: the API answers null to a visitor, and any failure means nobody. */
export async function getUser(): Promise<CurrentUser | null> {
  try {
    return await api.get<CurrentUser | null>('/api/auth/user');
  } catch {
    return null;
  }
}

export function useUser() {
  return useQuery({ queryKey: userQueryKey, queryFn: getUser });
}
