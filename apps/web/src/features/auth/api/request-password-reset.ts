import { useMutation } from '@tanstack/react-query';
import type { PasswordResetRequest } from '@drd/shared/api/password-reset';
import { api } from '../../../lib/api-client';

export const requestPasswordReset = (body: PasswordResetRequest) =>
  api.post<{ message: string }>('/api/auth/password-reset/request', body);

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
