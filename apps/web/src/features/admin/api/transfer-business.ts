// The admin's transfer of a business to another account (decision 031): the console's lists and
// history refresh, and the public lists cached in this tab go stale.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTransferBody } from '@drd/shared/api/admin-console';
import { api } from '../../../lib/api-client';
import { consoleKeys } from './console-keys';
import { markPublicDataStale } from './keys';

export const transferBusiness = ({ id, ...body }: { id: number } & AdminTransferBody) =>
  api.post<{ ok: true }>(`/api/admin/directory/${id}/transfer`, body);

export function useTransferBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferBusiness,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleKeys.directory }),
        queryClient.invalidateQueries({ queryKey: consoleKeys.audit }),
        markPublicDataStale(queryClient),
      ]);
    },
  });
}
