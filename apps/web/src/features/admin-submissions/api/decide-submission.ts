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
  /** The version on the screen: a change edited meanwhile answers 409 with the new one. */
  version: number;
  decision: Decision;
  adminNotes: string;
}

export const decideSubmission = ({ id, version, decision, adminNotes }: DecisionInput) =>
  api.post<Decided>(`/api/admin/submissions/${id}/${decision}`, {
    version,
    ...(adminNotes ? { adminNotes } : {}),
  });

/**
 * One decision. A 409 also refreshes the queue: a card decided meanwhile goes away, one edited
 * meanwhile shows its new version.
 */
export function useDecideSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideSubmission,
    onSettled: () => afterDecision(queryClient),
  });
}

export const decideMany = (input: {
  items: { id: number; version: number }[];
  decision: Decision;
  adminNotes: string;
}) =>
  api.post<DecisionResults>('/api/admin/submissions/decisions', {
    decisions: input.items.map(({ id, version }) => ({
      id,
      version,
      decision: input.decision,
      ...(input.adminNotes ? { adminNotes: input.adminNotes } : {}),
    })),
  });

/** Several at once: the answer carries the result of each. */
export function useDecideMany() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decideMany, onSettled: () => afterDecision(queryClient) });
}
