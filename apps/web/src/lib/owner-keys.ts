// The owner's page's queries, for both of its features (owner-panel and owner-content): every key
// starts with 'owner' and the business's id, so a new registration or claim refreshes them all, and
// each owner write says here what it must refresh.
import type { QueryClient } from '@tanstack/react-query';

export const ownerKeys = {
  business: (businessId: number) => ['owner', businessId] as const,
  profile: (businessId: number) => ['owner', businessId, 'profile'] as const,
  subscription: (businessId: number) => ['owner', businessId, 'subscription'] as const,
  changes: (businessId: number) => ['owner', businessId, 'profile-submissions'] as const,
  content: (businessId: number) => ['owner', businessId, 'content'] as const,
  contentList: (businessId: number, type: string) =>
    ['owner', businessId, 'content', type] as const,
  reviews: (businessId: number) => ['owner', businessId, 'reviews'] as const,
};

/**
 * After an owner's write: the lists it touched, and the change status card it adds a line to.
 * Not awaited: the screen's own success message comes first, before a refetch can unmount the form
 * that sent it.
 */
export function refreshAfterOwnerWrite(
  queryClient: QueryClient,
  businessId: number,
  touched: readonly unknown[],
): void {
  void queryClient.invalidateQueries({ queryKey: touched });
  void queryClient.invalidateQueries({ queryKey: ownerKeys.changes(businessId) });
}
