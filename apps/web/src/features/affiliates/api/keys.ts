/** Cache keys of the affiliate dashboard (one per user id). */
export const affiliateKeys = {
  all: ['affiliate'] as const,
  dashboard: (userId: number) => ['affiliate', 'dashboard', userId] as const,
};
