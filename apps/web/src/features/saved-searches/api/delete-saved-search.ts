import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearchDeleted } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { useSession } from '../../../shared/lib/session';
import { savedSearchKeys, savedSearchPath } from './saved-search-keys';

/** `DELETE /api/saved-searches/{id}`. */
export const deleteSavedSearch = (id: string) =>
  apiRequest<SavedSearchDeleted>(savedSearchPath(id), { method: 'DELETE' });

/**
 * The list and the matches both change: one search fewer matches fewer listings. `onDeleted` runs
 * here, before the refresh: the refreshed list unmounts the row that asked, and with it any
 * callback given to `mutate`.
 */
export function useDeleteSavedSearch({ onDeleted }: { onDeleted?: () => void } = {}) {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? '';
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: () => {
      onDeleted?.();
      return queryClient.invalidateQueries({ queryKey: [...savedSearchKeys.all, userId] });
    },
  });
}
