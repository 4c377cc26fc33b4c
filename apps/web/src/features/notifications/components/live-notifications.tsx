import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import {
  connectRealtime,
  emitRealtime,
  getRealtimeState,
  onRealtime,
  onRealtimeState,
} from '../../../shared/lib/realtime';
import { useSession } from '../../../shared/lib/session';
import { notify } from '../../../shared/lib/toast';
import { refreshNotifications } from '../api/notifications';
import { preview } from '../lib/target';

const THREAD = /^\/messages\/([0-9a-f-]{36})$/i;

/** The thread on screen, told to the server again after every reconnection. */
let openConversation: string | null = null;
function setOpenConversation(conversationId: string | null) {
  if (conversationId === openConversation) return;
  openConversation = conversationId;
  emitRealtime('conversation:open', { conversationId });
}

/**
 * Keeps the bell live: a new notification sets the badge and shows a toast, unless it is a
 * NEW_MESSAGE for the conversation on screen. Tells the server which thread is on screen (the
 * /messages/{id} page, while the tab is visible), so none is made for messages read as they come.
 * Renders nothing.
 */
export function LiveNotifications() {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? '';
  const { pathname } = useLocation();

  useEffect(() => {
    const onScreen = () =>
      document.visibilityState === 'visible' ? (THREAD.exec(pathname)?.[1] ?? null) : null;
    setOpenConversation(onScreen());
    const follow = () => setOpenConversation(onScreen());
    document.addEventListener('visibilitychange', follow);
    return () => {
      document.removeEventListener('visibilitychange', follow);
      setOpenConversation(null);
    };
  }, [pathname]);

  useEffect(() => {
    if (!userId) return;
    const stops = [
      connectRealtime(),
      onRealtime('notification:new', ({ notification, unreadCount }) => {
        refreshNotifications(queryClient, userId, unreadCount);
        const onScreen = notification.type === 'NEW_MESSAGE' && notification.targetId === openConversation;
        if (!onScreen) notify('info', `${notification.title}: ${preview(notification.message)}`);
      }),
      onRealtime('notification:unread', ({ unreadCount }) =>
        refreshNotifications(queryClient, userId, unreadCount),
      ),
      onRealtimeState(() => {
        if (getRealtimeState() !== 'connected') return;
        if (openConversation) emitRealtime('conversation:open', { conversationId: openConversation });
        // Whatever was made while the socket was away.
        refreshNotifications(queryClient, userId);
      }),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [queryClient, userId]);

  return null;
}
