import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userQueryKey } from './get-user';

export const logout = () => api.post<{ ok: true }>('/api/auth/logout');

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // All cached data is cleared; the user query then reads 'nobody signed in'.
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(userQueryKey, null);
    },
  });
}
