import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The link mailed to an anonymous asker: opening it sends the question to the administrators. */
export const useConfirmQuestion = () =>
  useMutation({
    mutationFn: (body: { token: string }) =>
      api.post<{ message: string; business: { id: number; name: string } }>(
        '/api/questions/confirm',
        body,
      ),
  });
