import { useMutation } from '@tanstack/react-query';
import type { LeadBody, LeadSent } from '@drd/shared/api/leads';
import { api } from '../../../lib/api-client';

export const sendLead = (businessId: number, body: LeadBody) =>
  api.post<LeadSent>(`/api/businesses/${businessId}/leads`, body);

/** A visitor's message or booking request from the profile; the page itself does not change. */
export function useSendLead(businessId: number) {
  return useMutation({ mutationFn: (body: LeadBody) => sendLead(businessId, body) });
}
