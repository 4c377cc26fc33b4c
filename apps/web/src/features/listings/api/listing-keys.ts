/** Query keys of the listings feature; invalidating `all` refreshes every list and page. */
export const listingKeys = {
  all: ['listings'] as const,
  one: (id: string) => [...listingKeys.all, 'one', id] as const,
  mine: () => [...listingKeys.all, 'mine'] as const,
  lists: () => [...listingKeys.all, 'list'] as const,
  list: (filters: Record<string, unknown>) => [...listingKeys.lists(), filters] as const,
  permission: (userId: string) => [...listingKeys.all, 'permission', userId] as const,
  premiumRequest: (userId: string) => [...listingKeys.all, 'premium-request', userId] as const,
  savedIdsAll: () => [...listingKeys.all, 'saved-ids'] as const,
  savedIds: (userId: string) => [...listingKeys.savedIdsAll(), userId] as const,
  favoritesAll: () => [...listingKeys.all, 'favorites'] as const,
  favorites: (userId: string) => [...listingKeys.favoritesAll(), userId] as const,
};
