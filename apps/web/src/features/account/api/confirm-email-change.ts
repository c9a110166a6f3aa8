import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountUserKey } from './account-user-key';

export const confirmEmailChange = (token: string) =>
  api.post<{ message: string }>('/api/account/email/confirm', { token });

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountUserKey }),
  });
}
