// The owner's page's queries start with 'owner' and the business's id, as the owner screens name
// theirs (a new registration or claim refreshes every key under 'owner').
export const ownerKeys = {
  business: (businessId: number) => ['owner', businessId] as const,
  profile: (businessId: number) => ['owner', businessId, 'profile'] as const,
  subscription: (businessId: number) => ['owner', businessId, 'subscription'] as const,
  changes: (businessId: number) => ['owner', businessId, 'profile-submissions'] as const,
};
