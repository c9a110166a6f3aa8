import type { RecordVisitResponse } from '@drd/shared/api/visits';
import { api } from './api-client';

const send = (businessId: number) =>
  api.post<RecordVisitResponse>('/api/visits/record', { businessId });

/**
 * Fire and forget: a failed visit count must never get in the visitor's way. A browser without a
 * visitor cookie yet (a profile opened from a shared link) is given one by the first answer, which
 * counts nothing, so the visit is sent once more.
 */
export function recordVisit(businessId: number): void {
  send(businessId)
    .then((answer) => (answer.newVisitor ? send(businessId) : answer))
    .catch(() => undefined);
}
