// The signed-in user's cache key, as features/auth names it (a feature does not import another):
// '/cuenta' writes the saved name and e-mail into it.
export const accountUserKey = ['auth', 'user'] as const;
