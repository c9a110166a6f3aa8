import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerificationBody } from '@drd/shared/api/verification';
import { api } from '../../../lib/api-client';
import { verificationKey } from './get-verification';

export const requestVerification = ({
  businessId,
  ...body
}: VerificationBody & { businessId: number }) =>
  api.post<{ id: number; status: 'pending'; message: string }>(
    `/api/businesses/${businessId}/verification`,
    body,
  );

export function useRequestVerification(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestVerification,
    // A 409 (one already waiting) also means the status on screen is old.
    onSettled: () => queryClient.invalidateQueries({ queryKey: verificationKey(businessId) }),
  });
}
