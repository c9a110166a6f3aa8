// The owner's list sits under 'owner' like the other owner lists; the administrators' under
// 'admin', so signing out clears it with the other admin lists.
export const ownerQuestionsKey = (businessId: number) =>
  ['owner', businessId, 'questions'] as const;
export const waitingQuestionsKey = ['admin', 'questions'] as const;
