import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type UnreadCount } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { useRealtimeState } from '../../../shared/lib/realtime';
import { useSession } from '../../../shared/lib/session';
import { CONVERSATIONS_REFETCH_MS } from './get-conversations';
import { messageKeys } from './message-keys';

/**
 * `GET /api/messages/unread-count`: every unread message, for the top bar. Its key sits under the
 * conversations', so whatever refreshes the inbox (socket events, a read mark, a send) refreshes it.
 */
export function useUnreadCount() {
  const { user } = useSession();
  const live = useRealtimeState() === 'connected';
  const { data } = useQuery({
    queryKey: messageKeys.unreadCount(user?.id ?? ''),
    queryFn: ({ signal }) => apiRequest<UnreadCount>(API_PATHS.messages.unreadCount, { signal }),
    enabled: user !== null,
    refetchOnWindowFocus: true,
    refetchInterval: live ? false : CONVERSATIONS_REFETCH_MS,
  });
  return data?.count ?? 0;
}
