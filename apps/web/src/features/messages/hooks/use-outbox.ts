import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Message, MessagePage } from '@souqna/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '../../../shared/lib/session';
import { messageKeys } from '../api/message-keys';
import { sendMessage } from '../api/send-message';
import { addToThread } from '../lib/thread-cache';

/** A message on its way: shown at once, then replaced by the server's copy or marked failed. */
export interface PendingMessage {
  id: string;
  content: string;
  /** Photos going with it, and their local previews (object URLs, let go once it is sent). */
  photos: File[];
  previews: string[];
  createdAt: string;
  /** `waiting`: written while offline, sent when the connection is back. */
  status: 'sending' | 'failed' | 'waiting';
  error?: unknown;
  /** One's own messages with the same text already in the thread when this one was written. */
  known: number;
}

type Thread = InfiniteData<MessagePage, string | null>;

const ownWith = (messages: readonly Message[], userId: string, content: string) =>
  messages.filter((message) => message.senderId === userId && message.content === content).length;

/**
 * The pending messages still to show: the socket may bring the server's copy before the send's
 * own answer does, and then the message would show twice until it came.
 */
export const stillPending = (pending: PendingMessage[], messages: readonly Message[], userId: string) =>
  pending.filter(
    (item) => item.status !== 'sending' || ownWith(messages, userId, item.content) <= item.known,
  );

let made = 0;

/**
 * Optimistic sending for one thread: a message shows the moment it is written; a failure stays on
 * screen with a retry, and what was written offline goes out by itself when the browser is online.
 */
export function useOutbox(conversationId: string) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [pending, setPending] = useState<PendingMessage[]>([]);
  // The 'online' listener and retries read the latest list without re-subscribing.
  const pendingRef = useRef(pending);
  useEffect(() => {
    pendingRef.current = pending;
  }, [pending]);

  const update = (id: string, change: Partial<PendingMessage>) =>
    setPending((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));

  const deliver = useCallback(
    async (item: PendingMessage) => {
      if (!navigator.onLine) return update(item.id, { status: 'waiting' });
      update(item.id, { status: 'sending', error: undefined });
      try {
        const { message } = await sendMessage(conversationId, item.content, item.photos);
        addToThread(queryClient, user?.id ?? '', message);
        setPending((list) => list.filter(({ id }) => id !== item.id));
        for (const url of item.previews) URL.revokeObjectURL(url);
        void queryClient.invalidateQueries({ queryKey: messageKeys.conversationsAll() });
      } catch (error) {
        update(item.id, { status: 'failed', error });
      }
    },
    [conversationId, queryClient, user?.id],
  );

  useEffect(() => {
    const sendWaiting = () => {
      for (const item of pendingRef.current) if (item.status !== 'sending') void deliver(item);
    };
    window.addEventListener('online', sendWaiting);
    return () => window.removeEventListener('online', sendWaiting);
  }, [deliver]);

  const send = (content: string, photos: File[] = []) => {
    const userId = user?.id ?? '';
    const thread = queryClient.getQueryData<Thread>(messageKeys.thread(userId, conversationId));
    const item: PendingMessage = {
      id: `local-${++made}`,
      content,
      photos,
      previews: photos.map((photo) => URL.createObjectURL(photo)),
      createdAt: new Date().toISOString(),
      status: 'sending',
      known: ownWith(thread?.pages.flatMap((page) => page.items) ?? [], userId, content),
    };
    setPending((list) => [...list, item]);
    void deliver(item);
  };

  const retry = (id: string) => {
    const item = pendingRef.current.find((candidate) => candidate.id === id);
    if (item) void deliver(item);
  };

  return { pending, send, retry };
}
