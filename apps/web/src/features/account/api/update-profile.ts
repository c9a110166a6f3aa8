import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileBody } from '@drd/shared/api/account';
import type { CurrentUser } from '@drd/shared/api/auth';
import { api } from '../../../lib/api-client';
import { accountUserKey } from './account-user-key';

export const updateProfile = (body: ProfileBody) =>
  api.put<CurrentUser>('/api/account/profile', body);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // The header's 'Mi Cuenta' shows the new name at once.
    onSuccess: (user) => queryClient.setQueryData(accountUserKey, user),
  });
}
