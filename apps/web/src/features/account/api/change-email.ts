import { useMutation } from '@tanstack/react-query';
import type { EmailChangeBody } from '@drd/shared/api/account';
import { api } from '../../../lib/api-client';

/** Mails the link to the new address; the account keeps the old one until it is opened. */
export const changeEmail = (body: EmailChangeBody) =>
  api.post<{ message: string }>('/api/account/email', body);

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
