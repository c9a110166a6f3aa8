// An administrator's decision on what waits on a question, with the version on the screen: a
// change meanwhile answers 409 and the list reloads with it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { waitingQuestionsKey } from './keys';

export type QuestionDecision =
  | { id: number; version: number; action: 'approve' }
  | { id: number; version: number; action: 'reject'; reason: string };

export function useDecideQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, ...body }: QuestionDecision) =>
      api.post<{ message: string }>(`/api/admin/questions/${id}/${action}`, body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: waitingQuestionsKey }),
        // The profiles cached in this tab may show the question now.
        queryClient.invalidateQueries({
          predicate: (query) => !['admin', 'auth'].includes(String(query.queryKey[0])),
          refetchType: 'none',
        }),
      ]),
  });
}
