/** Query keys of the messages feature, keyed by user: the cache outlives a sign-out. */
export const messageKeys = {
  all: ['messages'] as const,
  conversationsAll: () => [...messageKeys.all, 'conversations'] as const,
  conversations: (userId: string) => [...messageKeys.conversationsAll(), userId] as const,
  unreadCount: (userId: string) => [...messageKeys.conversationsAll(), 'unread-count', userId] as const,
  blocked: (userId: string) => [...messageKeys.all, 'blocked', userId] as const,
  threadsAll: () => [...messageKeys.all, 'thread'] as const,
  thread: (userId: string, conversationId: string) =>
    [...messageKeys.threadsAll(), userId, conversationId] as const,
};

/** An API path with its `:id` (and `:messageId`) filled in. */
export const messagingPath = (path: string, id: string, messageId = '') =>
  path.replace(':id', encodeURIComponent(id)).replace(':messageId', encodeURIComponent(messageId));
