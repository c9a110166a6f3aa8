import { useQuery } from '@tanstack/react-query';
import type { OwnerChecklist, OwnerChecklistsAnswer } from '@drd/shared/api/owner-checklist';
import { api } from '../../../lib/api-client';

export const checklistsKey = ['my-businesses', 'checklists'] as const;

export const getChecklists = () => api.get<OwnerChecklistsAnswer>('/api/my/checklists');

/** One business's completion checklist, from one request for all of the owner's businesses. */
export function useChecklist(businessId: number): OwnerChecklist | undefined {
  const query = useQuery({
    queryKey: checklistsKey,
    queryFn: getChecklists,
    refetchOnMount: 'always',
  });
  return query.data?.checklists[String(businessId)];
}
