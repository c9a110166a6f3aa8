// Suspend, unpublish or restore a business: the console's lists, counts and history refresh, and
// the public lists cached in this tab go stale.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuspendBody } from '@drd/shared/api/admin-console';
import { api } from '../../../lib/api-client';
import { consoleKeys } from './console-keys';
import { markPublicDataStale } from './keys';

export type StateChange =
  { id: number; restore: true; note?: string } | ({ id: number; restore?: false } & SuspendBody);

export const changeBusinessState = ({ id, restore, ...body }: StateChange) =>
  api.post<{ ok: true }>(`/api/admin/directory/${id}/${restore ? 'restore' : 'suspend'}`, body);

export function useChangeBusinessState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeBusinessState,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleKeys.directory }),
        queryClient.invalidateQueries({ queryKey: consoleKeys.audit }),
        markPublicDataStale(queryClient),
      ]);
    },
  });
}
