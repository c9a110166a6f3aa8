import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { consoleKeys } from './console-keys';

export type UserChange =
  { id: number; disable: true; reason: string } | { id: number; disable: false };

export const setUserDisabled = (change: UserChange) =>
  change.disable
    ? api.post<{ ok: true }>(`/api/admin/users/${change.id}/disable`, { reason: change.reason })
    : api.post<{ ok: true }>(`/api/admin/users/${change.id}/enable`, {});

export function useSetUserDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserDisabled,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleKeys.users }),
        queryClient.invalidateQueries({ queryKey: consoleKeys.audit }),
      ]);
    },
  });
}
