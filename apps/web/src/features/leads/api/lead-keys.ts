// The leads queries: under the owner's page's keys, so a registration or claim refreshes them too.
import { ownerKeys } from '../../../lib/owner-keys';

export const leadKeys = {
  all: (businessId: number) => [...ownerKeys.business(businessId), 'leads'] as const,
  list: (businessId: number, archived: boolean) =>
    [...ownerKeys.business(businessId), 'leads', archived ? 'archived' : 'inbox'] as const,
  settings: (businessId: number) => [...ownerKeys.business(businessId), 'lead-settings'] as const,
};
