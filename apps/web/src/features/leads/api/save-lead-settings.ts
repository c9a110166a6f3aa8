import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadSettings, LeadSettingsAnswer } from '@drd/shared/api/leads';
import { api } from '../../../lib/api-client';
import { leadKeys } from './lead-keys';

/** The profile's two switches: they apply at once, without review. */
export function useSaveLeadSettings(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: LeadSettings) =>
      api.put<LeadSettingsAnswer>(`/api/businesses/${businessId}/lead-settings`, settings),
    onSuccess: (settings) => queryClient.setQueryData(leadKeys.settings(businessId), settings),
  });
}
