import type { QueryClient } from '@tanstack/react-query';
import type {
  Conversation,
  ConversationPage,
  ConversationUpdatedEvent,
  MessageReadEvent,
  PresenceEvent,
  UnreadCount,
} from '@souqna/contracts';
import { messageKeys } from '../api/message-keys';

// The socket says what changed in a thread; the cached inbox and top bar count take it in place.
// Asking the server again for every message would cost each reader two requests a message.

/** The inbox with `items` changed, in both of the page's readings. */
function withItems(page: ConversationPage, items: Conversation[], total = page.total): ConversationPage {
  return { ...page, items, total, data: { ...page.data, items, total } };
}

const unread = (count: number) => (count > 0 ? 1 : 0);

/** The top bar's count moves by what one thread's count moved. */
function moveUnread(queryClient: QueryClient, userId: string, before: number, after: number) {
  if (before === after) return;
  queryClient.setQueryData<UnreadCount>(messageKeys.unreadCount(userId), (data) =>
    data
      ? {
          count: Math.max(0, data.count + after - before),
          conversations: Math.max(0, data.conversations + unread(after) - unread(before)),
        }
      : data,
  );
}

const reload = (queryClient: QueryClient) =>
  void queryClient.invalidateQueries({ queryKey: messageKeys.conversationsAll() });

/**
 * A thread changed (`conversation:updated`): its unread count, its last message unless the list
 * has a newer one (a message that came or changed), or gone after a delete-for-me. A thread the
 * list does not hold (a new one, or beyond the page) is read again, with the count.
 */
export function applyConversationChange(
  queryClient: QueryClient,
  userId: string,
  event: ConversationUpdatedEvent,
) {
  const key = messageKeys.conversations(userId);
  const page = queryClient.getQueryData<ConversationPage>(key);
  const known = page?.items.find((item) => item.id === event.conversationId);
  if (!page || !known) {
    if (!('hidden' in event)) reload(queryClient);
    return;
  }
  if ('hidden' in event) {
    const rest = page.items.filter((item) => item !== known);
    queryClient.setQueryData<ConversationPage>(key, withItems(page, rest, Math.max(0, page.total - 1)));
    moveUnread(queryClient, userId, known.unreadCount, 0);
    return;
  }
  const { message } = event;
  const newest = message && (!known.lastMessage || message.createdAt >= known.lastMessage.createdAt);
  const changed: Conversation = {
    ...known,
    unreadCount: event.unreadCount,
    ...(newest && {
      lastMessage: message,
      lastMessageAt: message.createdAt,
      updatedAt: message.createdAt > known.updatedAt ? message.createdAt : known.updatedAt,
    }),
  };
  const others = page.items.filter((item) => item !== known);
  // A new message puts its thread first, as the server orders them (newest activity first).
  const items =
    newest && message.id !== known.lastMessage?.id
      ? [changed, ...others]
      : page.items.map((item) => (item === known ? changed : item));
  queryClient.setQueryData<ConversationPage>(key, withItems(page, items));
  moveUnread(queryClient, userId, known.unreadCount, event.unreadCount);
}

/** Applies `change` to every cached thread of the inbox that it returns a new value for. */
function mapInbox(
  queryClient: QueryClient,
  userId: string,
  change: (item: Conversation) => Conversation | undefined,
) {
  const key = messageKeys.conversations(userId);
  const page = queryClient.getQueryData<ConversationPage>(key);
  if (!page) return;
  let touched = false;
  const items = page.items.map((item) => {
    const next = change(item);
    if (next) touched = true;
    return next ?? item;
  });
  if (touched) queryClient.setQueryData<ConversationPage>(key, withItems(page, items));
}

/** The other side read the thread: one's own last message there gets its tick in the list. */
export function markInboxRead(queryClient: QueryClient, userId: string, event: MessageReadEvent) {
  mapInbox(queryClient, userId, (item) => {
    const last = item.lastMessage;
    if (item.id !== event.conversationId || !last || last.senderId !== userId || last.read) return undefined;
    if (last.id !== event.messageId && last.createdAt > event.readAt) return undefined;
    return { ...item, lastMessage: { ...last, read: true } };
  });
}

/** Someone came online or left: the list's threads with them show it. */
export function setInboxPresence(queryClient: QueryClient, userId: string, event: PresenceEvent) {
  mapInbox(queryClient, userId, (item) => {
    const other = item.otherParticipant;
    if (other?.id !== event.userId) return undefined;
    const presence = { online: event.online, lastActiveAt: event.lastActiveAt ?? other.lastActiveAt };
    return { ...item, otherParticipant: { ...other, ...presence } };
  });
}
