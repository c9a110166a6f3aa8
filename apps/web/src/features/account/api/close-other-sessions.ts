import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionsKey } from './get-sessions';

/** 'Cerrar las demás': every session of the account but this one. */
export const closeOtherSessions = () =>
  api.post<{ message: string }>('/api/account/sessions/close-others');

export function useCloseOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
