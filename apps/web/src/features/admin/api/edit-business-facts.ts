import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBusinessFacts } from '@drd/shared/api/admin-console';
import { api } from '../../../lib/api-client';
import { consoleKeys } from './console-keys';
import { markPublicDataStale } from './keys';

export const editBusinessFacts = ({ id, facts }: { id: number; facts: AdminBusinessFacts }) =>
  api.patch<{ ok: true }>(`/api/admin/directory/${id}`, facts);

export function useEditBusinessFacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editBusinessFacts,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleKeys.directory }),
        queryClient.invalidateQueries({ queryKey: consoleKeys.audit }),
        markPublicDataStale(queryClient),
      ]);
    },
  });
}
