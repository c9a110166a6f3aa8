import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SpecialHoursBody, SpecialHoursEntry } from '@drd/shared/api/hours';
import { api } from '../../../lib/api-client';
import { refreshAfterOwnerWrite } from '../../../lib/owner-keys';
import { specialHoursKey } from './get-special-hours';

export const addSpecialHours = (businessId: number, body: SpecialHoursBody) =>
  api.post<SpecialHoursEntry>(`/api/businesses/${businessId}/special-hours`, body);

export function useAddSpecialHours(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SpecialHoursBody) => addSpecialHours(businessId, body),
    // Other hours open a change in the review queue: the change list shows it.
    onSuccess: () => refreshAfterOwnerWrite(queryClient, businessId, specialHoursKey(businessId)),
  });
}
