import { useMutation } from '@tanstack/react-query';
import type { ImportBody, ImportResult } from '@drd/shared/api/business-import';
import { api } from '../../../lib/api-client';

/** Every row's kind and reason; nothing is written. */
export const previewImport = (body: ImportBody) =>
  api.post<ImportResult>('/api/admin/imports/preview', body);

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}
