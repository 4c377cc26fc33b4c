import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type Listing } from '@souqna/contracts';
import { apiRequest, pathWithId } from '../../../shared/lib/api-client';
import { listingKeys } from '../../../shared/listing/api/listing-keys';

export interface PrimaryImageChange {
  id: string;
  imageId: string;
}

/** `PUT /api/listings/{id}/images/{imageId}/primary` (owner or admin): the cover photo. */
export const setPrimaryImage = ({ id, imageId }: PrimaryImageChange) =>
  apiRequest<Listing>(
    pathWithId(API_PATHS.listings.imagePrimary, id).replace(':imageId', encodeURIComponent(imageId)),
    { method: 'PUT' },
  );

export function useSetPrimaryImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPrimaryImage,
    onSuccess: (listing) => {
      queryClient.setQueryData(listingKeys.one(listing.id), listing);
      // Cards elsewhere show the cover too.
      return queryClient.invalidateQueries({ queryKey: listingKeys.lists() });
    },
  });
}
