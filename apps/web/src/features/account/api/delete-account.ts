import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountUserKey } from './account-user-key';

export const deleteAccount = (password: string) =>
  api.post<{ ok: true }>('/api/account/delete', { password });

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    // As at logout: nothing of the account stays in this browser's cache.
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(accountUserKey, null);
    },
  });
}
