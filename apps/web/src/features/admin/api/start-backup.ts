import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

export const startBackup = () => api.post<{ id: number }>('/api/admin/system/backup');

export function useStartBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startBackup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.system }),
  });
}
