/** Query keys of the account feature; a signed-in user's own data is keyed by their id. */
export const accountKeys = {
  all: ['account'] as const,
  settings: (userId: string) => [...accountKeys.all, userId, 'settings'] as const,
  publicProfile: (userId: string) => [...accountKeys.all, 'public-profile', userId] as const,
};
