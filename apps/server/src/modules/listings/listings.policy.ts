import type { ListingStatus } from '@souqna/contracts';
import type { UserRow } from '../users/users.types.js';
import { isPremium } from '../users/users.policy.js';

type Actor = Pick<UserRow, 'id' | 'role' | 'premiumUntil'>;

/** DESIGN.md 4: premium users and admins post freely; free users up to the configured quota. */
export const listingQuotaOf = (actor: Actor, freeQuota: number): number =>
  actor.role === 'ADMIN' || isPremium(actor) ? Number.POSITIVE_INFINITY : freeQuota;

export const canCreateListing = (actor: Actor, liveListings: number, freeQuota: number) =>
  liveListings < listingQuotaOf(actor, freeQuota);

/** Only the owner or an admin changes or deletes a listing. */
export const canEditListing = (actor: Actor | null, listing: { userId: string }) =>
  actor !== null && (actor.role === 'ADMIN' || actor.id === listing.userId);

const PUBLIC_STATUSES: readonly ListingStatus[] = ['active', 'sold', 'rented'];

/**
 * Sold and rented listings stay visible; inactive and pending ones only to the owner and admins,
 * as are all listings of a seller an admin disabled (issue 24), until they are enabled again.
 */
export const canViewListing = (
  actor: Actor | null,
  listing: { userId: string; status: string; sellerStatus?: string },
) =>
  (PUBLIC_STATUSES.includes(listing.status as ListingStatus) && listing.sellerStatus !== 'disabled') ||
  canEditListing(actor, listing);

/**
 * With MODERATION=pre (DESIGN.md 4), an owner's substantive edit (title, description, price,
 * photos added or removed) waits for a new review, whatever the listing's status: an inactive or
 * sold listing is one owner step from live. An admin's edit is itself reviewed.
 */
export const editNeedsReview = (actor: Actor, moderation: 'pre' | 'post', substantive: boolean) =>
  moderation === 'pre' && actor.role !== 'ADMIN' && substantive;

/** Anyone who may see a listing may report it, but not its owner. */
export const canReportListing = (reporter: Actor, listing: { userId: string }) =>
  reporter.id !== listing.userId;

/** `canViewListing` for a listing read with its seller. */
export const canViewListingOf = (
  actor: Actor | null,
  rows: { listing: { userId: string; status: string }; seller: { status: string } },
) => canViewListing(actor, { ...rows.listing, sellerStatus: rows.seller.status });
