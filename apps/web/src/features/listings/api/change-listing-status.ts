import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
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

/** After a change answered with the listing as it now stands: only its lists need refetching. */
export function storeChangedListing(queryClient: QueryClient, listing: Listing) {
  const one = listingKeys.one(listing.id);
  queryClient.setQueryData(one, listing);
  return queryClient.invalidateQueries({
    queryKey: listingKeys.all,
    predicate: (query) => query.queryKey.join('/') !== one.join('/'),
  });
}

export function useChangeListingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeListingStatus,
    onSuccess: (listing) => storeChangedListing(queryClient, listing),
  });
}

/** `POST /api/listings/{id}/renew`: an active or expired listing lives another 60 days. */
export function useRenewListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<Listing>(pathWithId(API_PATHS.listings.renew, id), { method: 'POST' }),
    onSuccess: (listing) => storeChangedListing(queryClient, listing),
  });
}
