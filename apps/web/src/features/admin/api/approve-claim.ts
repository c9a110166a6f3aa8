import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

export const approveClaim = ({
  id,
  version,
  adminNotes,
}: {
  id: number;
  /** The version on screen: a claim changed since (an objection) answers 409. */
  version: number;
  adminNotes?: string;
}) =>
  api.post<{ ok: true }>(
    `/api/admin/claims/${id}/approve`,
    adminNotes ? { version, adminNotes } : { version },
  );

export function useApproveClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveClaim,
    // Approval also closes the other open claims on the listing: every status list changes. A 409
    // means the list on screen is stale: it is fetched again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.claims }),
  });
}
