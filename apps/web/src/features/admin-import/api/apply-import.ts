import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportBody, ImportResult } from '@drd/shared/api/business-import';
import { api } from '../../../lib/api-client';

/** Creates the new rows and updates the known ones; the lists change, so every query refreshes. */
export const applyImport = (body: ImportBody) => api.post<ImportResult>('/api/admin/imports', body);

export function useApplyImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyImport,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
