import { api } from './api-client';

/** Fire and forget: a failed visit count must never get in the visitor's way. */
export function recordVisit(businessId: number): void {
  api
    .post<{ counted: boolean; count: number }>('/api/visits/record', { businessId })
    .catch(() => undefined);
}
