import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userQueryKey } from './get-user';

/** 'Cerrar todas las sesiones': this device and every other one where the account is open. */
export const logoutAll = () => api.post<{ ok: true }>('/api/auth/logout-all');

export function useLogoutAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutAll,
    // As at logout: all cached data is cleared and nobody is signed in here any more.
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(userQueryKey, null);
    },
  });
}
