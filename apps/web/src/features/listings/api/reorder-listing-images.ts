import { API_PATHS, type Listing } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { listingPath } from '../../../shared/listing/api/listing-path';

export interface ImageOrderChange {
  id: string;
  imageIds: string[];
}

/** `PUT /api/listings/{id}/images/order` (owner or admin): the photos in this order; the cover stays. */
export const reorderListingImages = ({ id, imageIds }: ImageOrderChange) =>
  apiRequest<Listing>(listingPath(API_PATHS.listings.imageOrder, id), {
    method: 'PUT',
    body: { imageIds },
  });
