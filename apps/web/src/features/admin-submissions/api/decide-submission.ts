import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { decidedSchema, decisionResultSchema } from '@drd/shared/api/content/moderation';
import { api } from '../../../lib/api-client';
import { afterDecision } from './keys';

export type Decision = 'approve' | 'reject';
type Decided = z.infer<typeof decidedSchema>;
export type DecisionResults = z.infer<typeof decisionResultSchema>;

export interface DecisionInput {
  id: number;
  decision: Decision;
  adminNotes: string;
}

export const decideSubmission = ({ id, decision, adminNotes }: DecisionInput) =>
  api.post<Decided>(`/api/admin/submissions/${id}/${decision}`, adminNotes ? { adminNotes } : {});

/** One decision. A 409 (decided meanwhile) also refreshes the queue, so the card goes away. */
export function useDecideSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideSubmission,
    onSettled: () => afterDecision(queryClient),
  });
}

export const decideMany = (input: { ids: number[]; decision: Decision; adminNotes: string }) =>
  api.post<DecisionResults>('/api/admin/submissions/decisions', {
    decisions: input.ids.map((id) => ({
      id,
      decision: input.decision,
      ...(input.adminNotes ? { adminNotes: input.adminNotes } : {}),
    })),
  });

/** Several at once: the answer carries the result of each. */
export function useDecideMany() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decideMany, onSettled: () => afterDecision(queryClient) });
}
