import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type Listing } from '@souqna/contracts';
import { apiRequest, pathWithId } from '../../../shared/lib/api-client';
import { listingKeys } from '../../../shared/listing/api/listing-keys';
import { reorderListingImages } from './reorder-listing-images';
import { setPrimaryImage } from './set-primary-image';

/** A photo in the order the seller wants: one kept by id, or the n-th file uploaded with the edit. */
export type ImageSlot = { id: string } | { upload: number };

export interface ListingUpdate {
  id: string;
  /** The multipart body: changed fields, `existingImages` (kept ids in order) and new `images`. */
  body: FormData;
  /** Every photo in the wanted order; the first is the cover. */
  order: ImageSlot[];
}

const byPosition = (listing: Listing) => [...listing.images].sort((a, b) => a.position - b.position);

/**
 * `PUT /api/listings/{id}` (owner or admin). The server appends new photos after the kept ones
 * and keeps the old cover while it stays, so a new photo placed earlier, or chosen as the cover,
 * takes one more call each to put it where the seller put it.
 */
export async function updateListing({ id, body, order }: ListingUpdate): Promise<Listing> {
  let listing = await apiRequest<Listing>(pathWithId(API_PATHS.listings.one, id), { method: 'PUT', body });
  const kept = new Set(order.flatMap((slot) => ('id' in slot ? [slot.id] : [])));
  const added = byPosition(listing).filter((image) => !kept.has(image.id));
  const wanted = order
    .map((slot) => ('id' in slot ? slot.id : added[slot.upload]?.id))
    .filter((imageId): imageId is string => Boolean(imageId));
  const current = byPosition(listing).map((image) => image.id);
  if (wanted.some((imageId, index) => current[index] !== imageId)) {
    listing = await reorderListingImages({ id, imageIds: wanted });
  }
  const cover = wanted[0];
  if (cover && !listing.images.some((image) => image.id === cover && image.isPrimary)) {
    listing = await setPrimaryImage({ id, imageId: cover });
  }
  return listing;
}

export function useUpdateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateListing,
    onSuccess: (listing) => {
      queryClient.setQueryData(listingKeys.one(listing.id), listing);
      return queryClient.invalidateQueries({ queryKey: listingKeys.all });
    },
  });
}
