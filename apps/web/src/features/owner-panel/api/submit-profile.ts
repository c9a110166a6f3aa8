import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessProfile } from '@drd/shared/api/content/profile';
import { api } from '../../../lib/api-client';
import { ownerKeys } from '../../../lib/owner-keys';

export interface ProfileSubmitted {
  submissionId: number;
  message: string;
}

export const submitProfile = (businessId: number, body: BusinessProfile) =>
  api.put<ProfileSubmitted>(`/api/businesses/${businessId}/profile`, body);

/** Sends the facts for review; the page then shows the waiting version and the change list. */
export function useSubmitProfile(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BusinessProfile) => submitProfile(businessId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ownerKeys.profile(businessId) }),
        queryClient.invalidateQueries({ queryKey: ownerKeys.changes(businessId) }),
      ]),
  });
}
