import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeadSettingsAnswer } from '@drd/shared/api/leads';
import { api } from '../../../lib/api-client';
import { leadKeys } from './lead-keys';

export const leadSettingsQueryOptions = (businessId: number) =>
  queryOptions({
    queryKey: leadKeys.settings(businessId),
    queryFn: () => api.get<LeadSettingsAnswer>(`/api/businesses/${businessId}/lead-settings`),
  });

export const useLeadSettings = (businessId: number) =>
  useQuery(leadSettingsQueryOptions(businessId));
