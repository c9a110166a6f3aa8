import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@drd/shared/api/auth';
import { api } from '../../../lib/api-client';
import { sessionsKey } from './get-sessions';

/** Every other session ends; this device goes on with a new one. */
export const changePassword = (body: ChangePasswordBody) =>
  api.post<{ ok: true }>('/api/auth/change-password', body);

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
