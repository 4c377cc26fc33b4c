import { API_PATHS, type Listing } from '@souqna/contracts';
import { apiRequest, pathWithId } from '../../../shared/lib/api-client';

export interface ImageOrderChange {
  id: string;
  imageIds: string[];
}

/** `PUT /api/listings/{id}/images/order` (owner or admin): the photos in this order; the cover stays. */
export const reorderListingImages = ({ id, imageIds }: ImageOrderChange) =>
  apiRequest<Listing>(pathWithId(API_PATHS.listings.imageOrder, id), {
    method: 'PUT',
    body: { imageIds },
  });
