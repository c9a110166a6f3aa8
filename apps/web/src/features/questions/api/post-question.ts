import { useMutation } from '@tanstack/react-query';
import type { QuestionBody } from '@drd/shared/api/questions';
import { api } from '../../../lib/api-client';

/**
 * A visitor's question; it waits for the asker's confirmation (anonymous) and an administrator,
 * so nothing on the page changes yet.
 */
export function usePostQuestion(businessId: number) {
  return useMutation({
    mutationFn: (body: QuestionBody) =>
      api.post<{ message: string; needsConfirmation: boolean }>(
        `/api/businesses/${businessId}/questions`,
        body,
      ),
  });
}
