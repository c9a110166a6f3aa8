import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, RegisterBody } from '@drd/shared/api/auth';
import { api } from '../../../lib/api-client';
import { userQueryKey } from './get-user';

export const register = (body: RegisterBody) => api.post<CurrentUser>('/api/auth/register', body);

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
}
