import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type BlockedUsers, type BlockState } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { useSession } from '../../../shared/lib/session';
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

/** `GET /api/users/blocked`: the people the caller blocked, latest first. */
export function useBlockedUsers(enabled: boolean) {
  const userId = useSession().user?.id ?? '';
  return useQuery({
    queryKey: messageKeys.blocked(userId),
    queryFn: ({ signal }) => apiRequest<BlockedUsers>(API_PATHS.users.blocked, { signal }),
    enabled: enabled && userId !== '',
  });
}
