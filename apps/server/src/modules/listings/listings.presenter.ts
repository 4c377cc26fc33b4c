import type { Listing, ListingImage, ListingStatus, OwnListing } from '@souqna/contracts';
import { pictureUrl, type MediaStorage } from '../../platform/media/media-storage.js';
import { visiblePhone } from '../users/users.policy.js';
import type { ImageRow, ListingRows } from './listings.repository.js';

function presentImage(storage: MediaStorage, image: ImageRow): ListingImage {
  const variant = (name: 'thumbnail' | 'card' | 'full') =>
    image.variants.find((entry) => entry.name === name) ?? image.variants.at(-1);
  const url = (name: 'thumbnail' | 'card' | 'full') => {
    const found = variant(name);
    return found ? storage.url(found.key) : '';
  };
  const full = variant('full');
  return {
    id: image.id,
    url: url('full'),
    thumbnailUrl: url('thumbnail'),
    cardUrl: url('card'),
    width: full?.width ?? image.width,
    height: full?.height ?? image.height,
    isPrimary: image.isPrimary,
    position: image.position,
  };
}

const withoutEmpty = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null && value !== undefined));

/** The seller as privacy allows: a private profile keeps its username and join date to itself. */
function presentSeller(
  storage: MediaStorage,
  seller: ListingRows['seller'],
  settings: ListingRows['sellerSettings'],
): Listing['seller'] {
  const privateProfile = settings.profileVisibility === 'private';
  return {
    id: seller.id,
    ...(privateProfile ? {} : { username: seller.username }),
    name: seller.name,
    profilePicture: pictureUrl(storage, seller.profilePicture),
    allowMessaging: settings.allowMessaging,
    privateProfile,
    ...(privateProfile ? {} : { memberSince: seller.createdAt.toISOString() }),
    phone: visiblePhone(seller, settings),
  };
}

/** One listing as every listing call returns it; the primary image first. */
export function presentListing(storage: MediaStorage, rows: ListingRows): Listing {
  const { listing, vehicle, realEstate, seller, sellerSettings } = rows;
  const images = [...rows.images].sort(
    (a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.position - b.position,
  );
  const details: Listing['details'] = {};
  if (vehicle) {
    const { listingId: _id, extras, ...columns } = vehicle;
    details.vehicles = withoutEmpty({ ...extras, ...columns });
  }
  if (realEstate) {
    const { listingId: _id, extras, ...columns } = realEstate;
    details.realEstate = withoutEmpty({ ...extras, ...columns });
  }
  return {
    id: listing.id,
    title: listing.title,
    description: listing.description,
    price: listing.price,
    currency: listing.currency,
    category: { mainCategory: listing.mainCategory, subCategory: listing.subCategory },
    listingAction: listing.listingAction,
    status: listing.status as ListingStatus,
    location: listing.location,
    cityCode: listing.cityCode,
    areaCode: listing.areaCode,
    latitude: listing.latitude,
    longitude: listing.longitude,
    images: images.map((image) => presentImage(storage, image)),
    details,
    userId: listing.userId,
    // Only a rejected listing has one, and only its owner and admins can see a rejected listing.
    ...(listing.rejectionReason && {
      rejection: { reason: listing.rejectionReason, note: listing.rejectionNote },
    }),
    seller: presentSeller(storage, seller, sellerSettings),
    views: listing.viewsCount,
    favorites: listing.favoritesCount,
    createdAt: listing.createdAt.toISOString(),
    updatedAt: listing.updatedAt.toISOString(),
  };
}

/** One listing as its owner or an admin gets it: with when it leaves search unless renewed. */
export const presentOwnListing = (storage: MediaStorage, rows: ListingRows): OwnListing => ({
  ...presentListing(storage, rows),
  expiresAt: rows.listing.expiresAt.toISOString(),
});
