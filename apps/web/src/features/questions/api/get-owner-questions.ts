import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnerQuestion } from '@drd/shared/api/questions';
import { api } from '../../../lib/api-client';
import { ownerQuestionsKey } from './keys';

export const ownerQuestionsQuery = (businessId: number) =>
  queryOptions({
    queryKey: ownerQuestionsKey(businessId),
    queryFn: () => api.get<OwnerQuestion[]>(`/api/businesses/${businessId}/questions`),
  });

export const useOwnerQuestions = (businessId: number) => useQuery(ownerQuestionsQuery(businessId));
