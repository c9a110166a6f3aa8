import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ObjectionBody } from '@drd/shared/api/claims';
import { api } from '../../../lib/api-client';
import { claimsOnMineKey } from './get-claims-on-mine';

export const objectToClaim = ({ id, ...body }: ObjectionBody & { id: number }) =>
  api.post<{ message: string }>(`/api/claims/${id}/object`, body);

export function useObjectToClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: objectToClaim,
    onSettled: () => queryClient.invalidateQueries({ queryKey: claimsOnMineKey }),
  });
}
