/**
 * Query keys of everything that lists listings; invalidating `all` refreshes every list and page
 * (the favourites' keys sit under it too: features/favorites/api/favorite-keys.ts).
 */
export const listingKeys = {
  all: ['listings'] as const,
  one: (id: string) => [...listingKeys.all, 'one', id] as const,
  mine: () => [...listingKeys.all, 'mine'] as const,
  lists: () => [...listingKeys.all, 'list'] as const,
  list: (filters: Record<string, unknown>) => [...listingKeys.lists(), filters] as const,
  permission: (userId: string) => [...listingKeys.all, 'permission', userId] as const,
  premiumRequest: (userId: string) => [...listingKeys.all, 'premium-request', userId] as const,
  trending: (limit: number) => [...listingKeys.all, 'trending', limit] as const,
  stats: () => [...listingKeys.all, 'stats'] as const,
  suggestions: (query: string, scope: Record<string, unknown>) =>
    [...listingKeys.all, 'suggestions', query, scope] as const,
};
