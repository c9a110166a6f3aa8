import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfterOwnerWrite } from '../../../lib/owner-keys';
import { specialHoursKey } from './get-special-hours';

export const deleteSpecialHours = (businessId: number, id: number) =>
  api.delete<{ message: string }>(`/api/businesses/${businessId}/special-hours/${id}`);

export function useDeleteSpecialHours(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteSpecialHours(businessId, id),
    onSuccess: () => refreshAfterOwnerWrite(queryClient, businessId, specialHoursKey(businessId)),
  });
}
