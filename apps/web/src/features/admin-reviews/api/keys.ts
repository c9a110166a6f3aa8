// Under 'admin', so signing out clears them with the other admin lists.
export const reportedReviewsKey = ['admin', 'reviews', 'reported'] as const;
