import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, LISTING_DATA_ELEMENT, type Listing } from '@souqna/contracts';
import { ApiError, apiRequest, pathWithId } from '../../../shared/lib/api-client';
import { listingKeys } from '../../../shared/listing/api/listing-keys';

/** `GET /api/listings/public/{id}`: one listing (the server counts the view once a day). */
export const getListing = (id: string) => apiRequest<Listing>(pathWithId(API_PATHS.listings.public, id));

/** A missing listing (404) or an id that cannot be one (400) is the same thing to a reader. */
export const isListingMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * The listing the server wrote into the page's HTML as an anonymous reader sees it
 * (listings.seo.ts): shown while the page's own request, which counts the view and knows the
 * reader, is under way, so the first view does not wait for a round trip. The element goes once
 * that request has answered: a later visit shows what the cache holds.
 */
const servedElement = () =>
  typeof document === 'undefined' ? null : document.getElementById(LISTING_DATA_ELEMENT);
let parsed: { text: string; listing: Listing | undefined } | undefined;
function servedListing(id: string): Listing | undefined {
  const text = servedElement()?.textContent;
  if (!text) return undefined;
  if (parsed?.text !== text) {
    let listing: Listing | undefined;
    try {
      listing = JSON.parse(text) as Listing;
    } catch {
      listing = undefined;
    }
    parsed = { text, listing };
  }
  return parsed.listing?.id === id ? parsed.listing : undefined;
}

export const listingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: listingKeys.one(id),
    queryFn: () =>
      getListing(id).finally(() => {
        if (servedListing(id)) servedElement()?.remove();
      }),
    placeholderData: () => servedListing(id),
    retry: (failures, error) => !isListingMissing(error) && failures < 1,
  });

export const useListing = (id: string) => useQuery(listingQueryOptions(id));
