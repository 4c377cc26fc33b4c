import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { connectRealtime, getRealtimeState, onRealtime, onRealtimeState } from '../../../shared/lib/realtime';
import { useSession } from '../../../shared/lib/session';
import { messageKeys } from '../api/message-keys';
import { addToThread, markThreadRead, setPresence } from '../lib/thread-cache';

/**
 * Keeps the signed-in user's messages live: the socket's events go straight into the cached
 * threads and refresh the inbox (and with it the top bar's count). After a reconnection
 * everything is read again, since events sent meanwhile were missed. Renders nothing.
 */
export function LiveMessages() {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? '';

  useEffect(() => {
    if (!userId) return;
    const refreshInbox = () =>
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversationsAll() });
    let wasConnected = false;
    const stops = [
      connectRealtime(),
      onRealtime('message:new', ({ message }) => {
        addToThread(queryClient, userId, message);
        refreshInbox();
      }),
      onRealtime('message:read', ({ conversationId, readerId, messageId }) => {
        if (readerId !== userId) markThreadRead(queryClient, userId, conversationId, messageId);
        refreshInbox();
      }),
      // An offer answered, a message deleted: the same id, so it takes the old one's place.
      onRealtime('message:updated', ({ message }) => addToThread(queryClient, userId, message)),
      onRealtime('conversation:updated', refreshInbox),
      onRealtime('NEW_MESSAGE_ALERT', refreshInbox),
      onRealtime('presence', (event) => {
        setPresence(queryClient, event);
        refreshInbox();
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
