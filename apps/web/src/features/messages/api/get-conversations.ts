import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, PAGE_SIZE, type ConversationPage } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { useRealtimeState } from '../../../shared/lib/realtime';
import { useSession } from '../../../shared/lib/session';
import { messageKeys } from './message-keys';

/** How often the list and the top bar's unread count are asked again without a socket. */
export const CONVERSATIONS_REFETCH_MS = 30_000;

/**
 * `GET /api/messages/conversations`: the newest conversations, as many as a page may hold, which
 * the inbox searches on the spot.
 */
export const getConversations = (signal?: AbortSignal) =>
  apiRequest<ConversationPage>(API_PATHS.messages.conversations, {
    query: { page: 1, limit: PAGE_SIZE.max },
    signal,
  });

export const conversationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: messageKeys.conversations(userId),
    queryFn: ({ signal }) => getConversations(signal),
    refetchOnWindowFocus: true,
  });

export function useConversations() {
  const { user } = useSession();
  // Live, the socket says when something changed; without it the list is asked again now and then.
  const live = useRealtimeState() === 'connected';
  return useQuery({
    ...conversationsQueryOptions(user?.id ?? ''),
    enabled: user !== null,
    refetchInterval: live ? false : CONVERSATIONS_REFETCH_MS,
  });
}
