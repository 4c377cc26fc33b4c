import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type SavedSearch } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { useSession } from '../../../shared/lib/session';
import type { SavedFilters } from '../saved-search-filters';
import { savedSearchKeys } from './saved-search-keys';

export type NewSavedSearch = {
  name: string;
  filters: SavedFilters;
  alertsEnabled: boolean;
};

/** `POST /api/saved-searches`. */
export const createSavedSearch = (body: NewSavedSearch) =>
  apiRequest<SavedSearch>(API_PATHS.savedSearches.list, { method: 'POST', body });

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? '';
  return useMutation({
    mutationFn: createSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...savedSearchKeys.all, userId] }),
  });
}
