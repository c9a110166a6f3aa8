import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeadInbox } from '@drd/shared/api/leads';
import { api } from '../../../lib/api-client';
import { leadKeys } from './lead-keys';

export const leadsQueryOptions = (businessId: number, archived: boolean) =>
  queryOptions({
    queryKey: leadKeys.list(businessId, archived),
    queryFn: () =>
      api.get<LeadInbox>(`/api/businesses/${businessId}/leads${archived ? '?archived=true' : ''}`),
    // New messages arrive while the owner keeps the panel open.
    refetchInterval: 60_000,
  });

/** The owner's inbox (or archive) and the unread count. */
export const useLeads = (businessId: number, archived = false) =>
  useQuery(leadsQueryOptions(businessId, archived));
