import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type SavedSearchList } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { useSession } from '../../../shared/lib/session';
import { savedSearchKeys } from './saved-search-keys';

/** `GET /api/saved-searches`: the signed-in user's searches, newest first. */
export const getSavedSearches = (signal?: AbortSignal) =>
  apiRequest<SavedSearchList>(API_PATHS.savedSearches.list, { signal });

export const savedSearchesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: savedSearchKeys.list(userId), queryFn: ({ signal }) => getSavedSearches(signal) });

export function useSavedSearches() {
  const { user } = useSession();
  return useQuery({ ...savedSearchesQueryOptions(user?.id ?? ''), enabled: user !== null });
}
