// The admin menu's pending counts, keyed here (not in features/admin) so the query client can
// refresh them after every mutation without importing a feature.
export const ADMIN_COUNTS_KEY = ['admin', 'counts'] as const;
