import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { historySchema } from '@drd/shared/api/content/moderation';
import { api } from '../../../lib/api-client';
import { submissionKeys } from './keys';

export type History = z.infer<typeof historySchema>;
export const HISTORY_PAGE_SIZE = 10;

export const getBusinessHistory = (businessId: number, page: number) =>
  api.get<History>(
    `/api/businesses/${businessId}/history?page=${page}&pageSize=${HISTORY_PAGE_SIZE}`,
  );

/** Every decision on one business (who, when, what, note), newest first; read while open. */
export const useBusinessHistory = (businessId: number, page: number, enabled: boolean) =>
  useQuery({
    queryKey: submissionKeys.history(businessId, page),
    queryFn: () => getBusinessHistory(businessId, page),
    placeholderData: keepPreviousData,
    enabled,
  });
