import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@souqna/contracts';
import { apiRequest, pathWithId } from '../../../shared/lib/api-client';
import { listingKeys } from '../../../shared/listing/api/listing-keys';

/** `DELETE /api/listings/{id}` (owner or admin): the listing and its photos. */
export const deleteListing = (id: string) =>
  apiRequest<{ message: string }>(pathWithId(API_PATHS.listings.one, id), { method: 'DELETE' });

export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteListing,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: listingKeys.one(id) });
      return queryClient.invalidateQueries({ queryKey: listingKeys.all });
    },
  });
}
