import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type BlockState } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { messageKeys, messagingPath } from './message-keys';

/** `POST` (block) or `DELETE` (unblock) `/api/users/{id}/block`; both idempotent. */
export const setBlocked = ({ userId, blocked }: { userId: string; blocked: boolean }) =>
  apiRequest<BlockState>(messagingPath(API_PATHS.users.block, userId), {
    method: blocked ? 'POST' : 'DELETE',
  });

export function useSetBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBlocked,
    // The conversation's `blocked` opens or closes the composer.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
