import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  API_PATHS,
  PAGE_SIZE,
  type NotificationList,
  type NotificationType,
  type NotificationsChanged,
} from '@souqna/contracts';
import { apiRequest, pathWithId } from '../../../shared/lib/api-client';
import { useRealtimeState } from '../../../shared/lib/realtime';
import { useSession } from '../../../shared/lib/session';

/** Query keys, keyed by user: the cache outlives a sign-out. */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: (userId: string) => [...notificationKeys.all, 'list', userId] as const,
  list: (userId: string, type: NotificationType | '', limit: number) =>
    [...notificationKeys.lists(userId), type, limit] as const,
  unread: (userId: string) => [...notificationKeys.all, 'unread', userId] as const,
};

/** How often the badge is asked again without a socket. */
const REFETCH_MS = 30_000;

const getPage = (page: number, limit: number, type: NotificationType | '', signal?: AbortSignal) =>
  apiRequest<NotificationList>(API_PATHS.notifications.list, {
    query: { page, limit, type: type || undefined },
    signal,
  });

/** The caller's notifications, newest first, a page at a time ("Load more"). */
export function useNotifications(type: NotificationType | '' = '', limit: number = PAGE_SIZE.notifications) {
  const { user } = useSession();
  return useInfiniteQuery({
    queryKey: notificationKeys.list(user?.id ?? '', type, limit),
    queryFn: ({ pageParam, signal }) => getPage(pageParam, limit, type, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled: user !== null,
  });
}

/** The badge: the caller's unread count (a one-item page carries it). */
export function useUnreadNotifications() {
  const { user } = useSession();
  const live = useRealtimeState() === 'connected';
  const { data } = useQuery({
    queryKey: notificationKeys.unread(user?.id ?? ''),
    queryFn: async ({ signal }) => (await getPage(1, 1, '', signal)).unreadCount,
    enabled: user !== null,
    refetchOnWindowFocus: true,
    refetchInterval: live ? false : REFETCH_MS,
  });
  return data ?? 0;
}

/** After a change: the badge takes the count the server answered, the lists are read again. */
export function refreshNotifications(queryClient: QueryClient, userId: string, unreadCount?: number) {
  if (unreadCount !== undefined) queryClient.setQueryData(notificationKeys.unread(userId), unreadCount);
  else void queryClient.invalidateQueries({ queryKey: notificationKeys.unread(userId) });
  void queryClient.invalidateQueries({ queryKey: notificationKeys.lists(userId) });
}

function useChange<T>(call: (argument: T) => Promise<{ unreadCount?: number } | unknown>) {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? '';
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) =>
      refreshNotifications(
        queryClient,
        userId,
        (answer as { unreadCount?: number } | undefined)?.unreadCount,
      ),
  });
}

export const useMarkRead = () =>
  useChange((id: string) => apiRequest(pathWithId(API_PATHS.notifications.read, id), { method: 'PUT' }));

export const useMarkAllRead = () =>
  useChange(() => apiRequest<NotificationsChanged>(API_PATHS.notifications.readAll, { method: 'PUT' }));

export const useDeleteNotification = () =>
  useChange((id: string) => apiRequest(pathWithId(API_PATHS.notifications.one, id), { method: 'DELETE' }));

export const useClearNotifications = () =>
  useChange(() => apiRequest<NotificationsChanged>(API_PATHS.notifications.list, { method: 'DELETE' }));
