import type { RecordVisitResponse } from '@drd/shared/api/visits';
import { api } from './api-client';

const send = (businessId: number, search: string | null) =>
  api.post<RecordVisitResponse>('/api/visits/record', {
    businessId,
    ...(search ? { search: search.slice(0, 200) } : {}),
  });

/**
 * Fire and forget: a failed visit count must never get in the visitor's way. A browser without a
 * visitor cookie yet (a profile opened from a shared link) is given one by the first answer, which
 * counts nothing, so the visit is sent once more. A visit from a list carries the list's search
 * ('q'), whose words its owner sees in the statistics.
 */
export function recordVisit(businessId: number): void {
  const search = new URLSearchParams(window.location.search).get('q');
  send(businessId, search)
    .then((answer) => (answer.newVisitor ? send(businessId, search) : answer))
    .catch(() => undefined);
}
