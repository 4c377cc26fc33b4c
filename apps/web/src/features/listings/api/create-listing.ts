import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type Listing } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { listingKeys } from '../../../shared/listing/api/listing-keys';

/**
 * `POST /api/listings` (multipart: text fields, `category` and `details` as JSON, the photos as
 * `images` in order, the first becoming the cover). Answers the new listing.
 */
export const createListing = (body: FormData) =>
  apiRequest<Listing>(API_PATHS.listings.create, { method: 'POST', body });

export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createListing,
    onSuccess: (listing) => {
      queryClient.setQueryData(listingKeys.one(listing.id), listing);
      return queryClient.invalidateQueries({ queryKey: listingKeys.all });
    },
  });
}
