/** NEW_LISTING_MATCH: only a listing live for everyone alerts (the seller's own searches never count). */
export const listingMayAlert = (listing: { status: string }) => listing.status === 'active';

/** A search narrowed to one seller matches only that seller's listings. */
export const searchMayMatchSeller = (query: { userId?: string }, sellerId: string) =>
  !query.userId || query.userId === sellerId;
