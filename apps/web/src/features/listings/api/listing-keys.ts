/** Query keys of the listings feature; invalidating `all` refreshes every list and page. */
export const listingKeys = {
  all: ['listings'] as const,
  one: (id: string) => [...listingKeys.all, 'one', id] as const,
  mine: () => [...listingKeys.all, 'mine'] as const,
  lists: () => [...listingKeys.all, 'list'] as const,
  list: (filters: Record<string, unknown>) => [...listingKeys.lists(), filters] as const,
  permission: (userId: string) => [...listingKeys.all, 'permission', userId] as const,
  premiumRequest: (userId: string) => [...listingKeys.all, 'premium-request', userId] as const,
};
