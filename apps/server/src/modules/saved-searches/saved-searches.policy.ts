/** NEW_LISTING_MATCH: only a listing live for everyone alerts (the seller's own searches never count). */
export const listingMayAlert = (listing: { status: string }) => listing.status === 'active';
