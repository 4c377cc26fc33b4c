import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  type SavedSearch,
  type SavedSearchList,
  type UpdateSavedSearchBody,
} from '@souqna/contracts';
import { apiRequest, pathWithId } from '../../../shared/lib/api-client';
import { useSession } from '../../../shared/lib/session';
import { savedSearchKeys, savedSearchPath } from './saved-search-keys';

/** `PATCH /api/saved-searches/{id}`: rename, alerts on or off, or their frequency. */
export const updateSavedSearch = ({ id, ...body }: UpdateSavedSearchBody & { id: string }) =>
  apiRequest<SavedSearch>(savedSearchPath(id), { method: 'PATCH', body });

/** `POST /api/saved-searches/{id}/seen`: its owner opened it, its `newMatches` start again from zero. */
export const markSavedSearchSeen = (id: string) =>
  apiRequest<SavedSearch>(pathWithId(API_PATHS.savedSearches.seen, id), { method: 'POST' });

type Change = Partial<Pick<SavedSearch, 'name' | 'alertsEnabled' | 'frequency' | 'newMatches'>>;

/**
 * Changes one search in the cached list at once and puts the old list back if the server refuses.
 * The server's answer counts no matches (`newMatches` is the list's), so the cached count stays.
 */
function useOptimisticChange<Variables extends { id: string }>(
  mutationFn: (variables: Variables) => Promise<SavedSearch>,
  changeOf: (variables: Variables) => Change,
) {
  const queryClient = useQueryClient();
  const key = savedSearchKeys.list(useSession().user?.id ?? '');
  const patch = (id: string, change: (item: SavedSearch) => SavedSearch) =>
    queryClient.setQueryData<SavedSearchList>(
      key,
      (old) => old && { ...old, items: old.items.map((item) => (item.id === id ? change(item) : item)) },
    );
  return useMutation({
    mutationFn,
    onMutate: async (variables: Variables) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<SavedSearchList>(key);
      patch(variables.id, (item) => ({ ...item, ...changeOf(variables) }));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (saved, variables) =>
      patch(saved.id, (item) => ({
        ...saved,
        newMatches: changeOf(variables).newMatches ?? item.newMatches,
      })),
  });
}

export const useUpdateSavedSearch = () =>
  useOptimisticChange(updateSavedSearch, ({ id: _id, ...body }) => body);

/** Opening a search clears its "N new" badge at once; a refusal brings the count back. */
export const useMarkSavedSearchSeen = () =>
  useOptimisticChange(
    ({ id }: { id: string }) => markSavedSearchSeen(id),
    () => ({ newMatches: 0 }),
  );
