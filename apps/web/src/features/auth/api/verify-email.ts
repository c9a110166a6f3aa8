import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyEmailBody } from '@drd/shared/api/email-verification';
import { api } from '../../../lib/api-client';
import { userQueryKey } from './get-user';

export const verifyEmail = (body: VerifyEmailBody) =>
  api.post<{ message: string }>('/api/auth/verify-email', body);

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    // The banner asking to confirm goes away.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}
