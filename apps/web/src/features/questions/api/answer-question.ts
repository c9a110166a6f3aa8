import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerBody } from '@drd/shared/api/questions';
import { api } from '../../../lib/api-client';
import { ownerQuestionsKey } from './keys';

/** The owner's answer, sent with the version the panel showed: a newer one answers 409. */
export function useAnswerQuestion(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: AnswerBody & { id: number }) =>
      api.put<{ message: string; version: number }>(
        `/api/businesses/${businessId}/questions/${id}`,
        body,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownerQuestionsKey(businessId) }),
  });
}
