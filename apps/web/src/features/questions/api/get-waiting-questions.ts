import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaitingQuestion } from '@drd/shared/api/questions';
import { api } from '../../../lib/api-client';
import { waitingQuestionsKey } from './keys';

export const waitingQuestionsQuery = () =>
  queryOptions({
    queryKey: waitingQuestionsKey,
    queryFn: () => api.get<WaitingQuestion[]>('/api/admin/questions'),
  });

export const useWaitingQuestions = () => useQuery(waitingQuestionsQuery());
