import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Registration, RegistrationAnswer } from '@drd/shared/api/registration';
import { api } from '../../../lib/api-client';

export const registerBusiness = (body: Registration) =>
  api.post<RegistrationAnswer>('/api/businesses/register', body);

/**
 * What a new business changes: business lists and counts, and the owner's own lists (keys
 * starting with 'owner' or 'my-businesses', as the owner screens name theirs).
 */
export const AFFECTED_QUERY_ROOTS = [
  'businesses',
  'stats',
  'categories',
  'owner',
  'my-businesses',
  'auth',
] as const;

export function useRegisterBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerBusiness,
    onSuccess: () =>
      Promise.all(
        AFFECTED_QUERY_ROOTS.map((root) => queryClient.invalidateQueries({ queryKey: [root] })),
      ),
  });
}
