import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch, SavedSearchList, UpdateSavedSearchBody } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { useSession } from '../../../shared/lib/session';
import { savedSearchKeys, savedSearchPath } from './saved-search-keys';

/** `PATCH /api/saved-searches/{id}`: rename, or alerts on or off. */
export const updateSavedSearch = ({ id, ...body }: UpdateSavedSearchBody & { id: string }) =>
  apiRequest<SavedSearch>(savedSearchPath(id), { method: 'PATCH', body });

/** The list takes the answer as it is; the matches do not depend on a name or on alerts. */
export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  const key = savedSearchKeys.list(useSession().user?.id ?? '');
  return useMutation({
    mutationFn: updateSavedSearch,
    onSuccess: (updated) =>
      queryClient.setQueryData<SavedSearchList>(
        key,
        (old) => old && { ...old, items: old.items.map((item) => (item.id === updated.id ? updated : item)) },
      ),
  });
}
