import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Closure, ClosureBody } from '@drd/shared/api/hours';
import { api } from '../../../lib/api-client';
import { closureKey } from './get-closure';

export const setClosure = (businessId: number, body: ClosureBody) =>
  api.put<Closure>(`/api/businesses/${businessId}/closure`, body);

/** Applied at once (no review): the answer is the closure now in force. */
export function useSetClosure(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClosureBody) => setClosure(businessId, body),
    onSuccess: (closure) => queryClient.setQueryData(closureKey(businessId), closure),
  });
}
