import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimBody } from '@drd/shared/api/claims';
import { api } from '../../../lib/api-client';

export interface ClaimAnswer {
  id: number;
  status: 'pending';
  businessHasOwner: boolean;
  message: string;
}

export const createClaim = ({ businessId, ...body }: ClaimBody & { businessId: number }) =>
  api.post<ClaimAnswer>(`/api/businesses/${businessId}/claims`, body);

export function useCreateClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClaim,
    onSuccess: () =>
      Promise.all(
        ['owner', 'my-businesses', 'claims'].map((root) =>
          queryClient.invalidateQueries({ queryKey: [root] }),
        ),
      ),
  });
}
