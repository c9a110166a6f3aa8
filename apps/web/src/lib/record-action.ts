import type { ActionKind } from '@drd/shared/api/analytics';

/**
 * A tap on a business's call, WhatsApp, directions, website or share button, for its owner's
 * statistics. Fire and forget with keepalive: the request outlives the page the tap leaves, and
 * the navigation never waits for it.
 */
export function recordAction(businessId: number, type: ActionKind): void {
  try {
    void fetch(`/api/businesses/${businessId}/actions`, {
      method: 'POST',
      credentials: 'include',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ type }),
    }).catch(() => undefined);
  } catch {
    // A browser that refuses the request must still follow the link.
  }
}
