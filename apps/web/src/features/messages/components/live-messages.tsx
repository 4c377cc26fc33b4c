import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { connectRealtime, getRealtimeState, onRealtime, onRealtimeState } from '../../../shared/lib/realtime';
import { useSession } from '../../../shared/lib/session';
import { messageKeys } from '../api/message-keys';
import { applyConversationChange, markInboxRead, setInboxPresence } from '../lib/inbox-cache';
import { addToThread, markThreadRead, setPresence } from '../lib/thread-cache';

/**
 * Keeps the signed-in user's messages live: the socket's events go straight into the cached
 * threads, the inbox and the top bar's count, without asking the server again. After a
 * reconnection everything is read again, since events sent meanwhile were missed. Renders nothing.
 */
export function LiveMessages() {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? '';

  useEffect(() => {
    if (!userId) return;
    let wasConnected = false;
    const stops = [
      connectRealtime(),
      // The inbox and the top bar learn of it from the `conversation:updated` that follows.
      onRealtime('message:new', ({ message }) => addToThread(queryClient, userId, message)),
      onRealtime('message:read', (event) => {
        if (event.readerId === userId) return;
        markThreadRead(queryClient, userId, event.conversationId, event.messageId);
        markInboxRead(queryClient, userId, event);
      }),
      // An offer answered, a message deleted: the same id, so it takes the old one's place.
      onRealtime('message:updated', ({ message }) => addToThread(queryClient, userId, message)),
      onRealtime('conversation:updated', (event) => applyConversationChange(queryClient, userId, event)),
      onRealtime('presence', (event) => {
        setPresence(queryClient, event);
        setInboxPresence(queryClient, userId, event);
      }),
      onRealtimeState(() => {
        const connected = getRealtimeState() === 'connected';
        if (connected && wasConnected === false) {
          wasConnected = true;
          return;
        }
        if (connected) void queryClient.invalidateQueries({ queryKey: messageKeys.all });
      }),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [queryClient, userId]);

  return null;
}
