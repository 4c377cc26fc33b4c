import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type Listing } from '@souqna/contracts';
import { ApiError, apiRequest, pathWithId } from '../../../shared/lib/api-client';
import { listingKeys } from '../../../shared/listing/api/listing-keys';

/** `GET /api/listings/public/{id}`: one listing (the server counts the view once a day). */
export const getListing = (id: string) => apiRequest<Listing>(pathWithId(API_PATHS.listings.public, id));

/** A missing listing (404) or an id that cannot be one (400) is the same thing to a reader. */
export const isListingMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

export const listingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: listingKeys.one(id),
    queryFn: () => getListing(id),
    retry: (failures, error) => !isListingMissing(error) && failures < 1,
  });

export const useListing = (id: string) => useQuery(listingQueryOptions(id));
