import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, LoginBody } from '@drd/shared/api/auth';
import { api } from '../../../lib/api-client';
import { userQueryKey } from './get-user';

export const login = (body: LoginBody) => api.post<CurrentUser>('/api/auth/login', body);

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
}
