import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Message, MessagePage, PresenceEvent } from '@souqna/contracts';
import { messageKeys } from '../api/message-keys';

type Thread = InfiniteData<MessagePage, string | null>;

/**
 * Puts `message` into a loaded thread once: in place when the thread has it (the send's answer
 * and the socket may both bring it; an offer answered changes it), else on top.
 */
export function addToThread(queryClient: QueryClient, userId: string, message: Message) {
  queryClient.setQueryData<Thread>(messageKeys.thread(userId, message.conversationId), (data) => {
    if (!data) return data;
    const known = data.pages.some((page) => page.items.some(({ id }) => id === message.id));
    return {
      ...data,
      pages: data.pages.map((page, index) =>
        known
          ? { ...page, items: page.items.map((item) => (item.id === message.id ? message : item)) }
          : index === 0
            ? { ...page, items: [message, ...page.items] }
            : page,
      ),
    };
  });
}

/** The other side read up to `messageId`: the reader's own messages until then get their tick. */
export function markThreadRead(
  queryClient: QueryClient,
  userId: string,
  conversationId: string,
  messageId: string,
) {
  const key = messageKeys.thread(userId, conversationId);
  const data = queryClient.getQueryData<Thread>(key);
  if (!data) return;
  const upTo = data.pages.flatMap((page) => page.items).find(({ id }) => id === messageId)?.createdAt;
  // A mark on a message this tab never loaded: the thread is read again instead.
  if (!upTo) return void queryClient.invalidateQueries({ queryKey: key });
  queryClient.setQueryData<Thread>(key, {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((message) =>
        message.senderId === userId && message.createdAt <= upTo ? { ...message, read: true } : message,
      ),
    })),
  });
}

/** Someone came online or left: every loaded thread with them shows it, without reading it again. */
export function setPresence(queryClient: QueryClient, event: PresenceEvent) {
  queryClient.setQueriesData<Thread>({ queryKey: messageKeys.threadsAll() }, (data) => {
    if (!data) return data;
    return {
      ...data,
      pages: data.pages.map((page) => {
        const other = page.conversation?.otherParticipant;
        if (other?.id !== event.userId) return page;
        const presence = { online: event.online, lastActiveAt: event.lastActiveAt ?? other.lastActiveAt };
        return {
          ...page,
          conversation: { ...page.conversation!, otherParticipant: { ...other, ...presence } },
        };
      }),
    };
  });
}
