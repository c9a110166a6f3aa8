import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The link mailed to a busy sender: opening it sends the held message to the business. */
export const useConfirmLead = () =>
  useMutation({
    mutationFn: (body: { token: string }) =>
      api.post<{ message: string }>('/api/leads/confirm', body),
  });
