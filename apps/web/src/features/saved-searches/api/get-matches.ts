import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_PATHS, type Listing, type Page } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { useSession } from '../../../shared/lib/session';
import { savedSearchKeys } from './saved-search-keys';

/** Cards per page: divides evenly into the grid's two, three and four columns, as the browse does. */
export const MATCHES_PAGE_LIMIT = 12;

/** `GET /api/saved-searches/matches`: the newest listings any of the user's searches match. */
export const getMatches = (page: number, signal?: AbortSignal) =>
  apiRequest<Page<Listing>>(API_PATHS.savedSearches.matches, {
    query: { page, limit: MATCHES_PAGE_LIMIT },
    signal,
  });

export function useMatches(page: number) {
  const { user } = useSession();
  return useQuery({
    queryKey: savedSearchKeys.matches(user?.id ?? '', page),
    queryFn: ({ signal }) => getMatches(page, signal),
    enabled: user !== null,
    // Paging keeps the cards on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
}
