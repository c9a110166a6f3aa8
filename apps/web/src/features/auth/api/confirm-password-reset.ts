import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordResetConfirm } from '@drd/shared/api/password-reset';
import { api } from '../../../lib/api-client';
import { userQueryKey } from './get-user';

export const confirmPasswordReset = (body: PasswordResetConfirm) =>
  api.post<{ message: string }>('/api/auth/password-reset/confirm', body);

export function useConfirmPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPasswordReset,
    // Every session of the account ended with the old password, this browser's too.
    onSuccess: () => queryClient.setQueryData(userQueryKey, null),
  });
}
