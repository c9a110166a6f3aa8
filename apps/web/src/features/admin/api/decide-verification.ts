import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { verificationKeys } from './get-verifications';
import { markPublicDataStale } from './keys';

export const decideVerification = ({
  id,
  decision,
  version,
  adminNotes,
}: {
  id: number;
  decision: 'approve' | 'reject';
  /** The version on screen: a request changed since (it lapsed) answers 409. */
  version: number;
  adminNotes?: string;
}) =>
  api.post<{ ok: true }>(
    `/api/admin/verifications/${id}/${decision}`,
    adminNotes ? { version, adminNotes } : { version },
  );

export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideVerification,
    onSettled: async () => {
      // The badge shows on public cards and profiles cached in this tab.
      await markPublicDataStale(queryClient);
      await queryClient.invalidateQueries({ queryKey: verificationKeys.all });
    },
  });
}
