import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type Listing, type ListingStatus } from '@souqna/contracts';
import { apiRequest, pathWithId } from '../../../shared/lib/api-client';
import { listingKeys } from '../../../shared/listing/api/listing-keys';

export interface StatusChange {
  id: string;
  status: ListingStatus;
}

/** `PUT /api/listings/{id}` with only `status`: every other field and photo stays as it is. */
export function changeListingStatus({ id, status }: StatusChange) {
  const body = new FormData();
  body.append('status', status);
  return apiRequest<Listing>(pathWithId(API_PATHS.listings.one, id), { method: 'PUT', body });
}

export function useChangeListingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeListingStatus,
    onSuccess: (listing) => {
      const one = listingKeys.one(listing.id);
      queryClient.setQueryData(one, listing);
      // The answer is the listing as it now stands: only the lists it appears in need refetching.
      return queryClient.invalidateQueries({
        queryKey: listingKeys.all,
        predicate: (query) => query.queryKey.join('/') !== one.join('/'),
      });
    },
  });
}
