import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type ListingPermission } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { listingKeys } from '../../../shared/listing/api/listing-keys';

/** The plan quota as the server counts it (DESIGN.md 4); `maxListings` is null when unlimited. */
export type { ListingPermission };

/** `GET /api/listings/permission`: whether the signed-in user may post a listing now. */
export const getListingPermission = () => apiRequest<ListingPermission>(API_PATHS.listings.permission);

export const listingPermissionQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: listingKeys.permission(userId),
    queryFn: getListingPermission,
    // Asked afresh on every visit: a listing posted or removed elsewhere changes the answer.
    staleTime: 0,
  });

export const useListingPermission = (userId: string) => useQuery(listingPermissionQueryOptions(userId));
