import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { API_PATHS, type MessagePage } from '@souqna/contracts';
import { apiRequest } from '../../../shared/lib/api-client';
import { useSession } from '../../../shared/lib/session';
import { messageKeys, messagingPath } from './message-keys';

/** `GET /api/messages/conversations/{id}/messages`: newest page first, older ones by cursor. */
export const getMessages = (conversationId: string, cursor: string | null, signal?: AbortSignal) =>
  apiRequest<MessagePage>(messagingPath(API_PATHS.messages.conversationMessages, conversationId), {
    query: { cursor },
    signal,
  });

export const messagesQueryOptions = (userId: string, conversationId: string) =>
  infiniteQueryOptions({
    queryKey: messageKeys.thread(userId, conversationId),
    queryFn: ({ pageParam, signal }) => getMessages(conversationId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.hasMore ? page.nextCursor : null),
  });

export function useMessages(conversationId: string) {
  const { user } = useSession();
  return useInfiniteQuery({
    ...messagesQueryOptions(user?.id ?? '', conversationId),
    enabled: user !== null,
    refetchOnWindowFocus: true,
  });
}
