import type { Notification } from '@souqna/contracts';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { notify } from '../../../shared/lib/toast';
import { useMarkAllRead, useMarkRead, useNotifications } from '../api/notifications';
import { targetOf } from '../lib/target';
import { BELL_BUTTON, BellFace, useBellLabel } from './notification-bell';
import { NotificationText } from './notification-row';

const ITEM =
  'flex cursor-pointer items-start gap-2 rounded-lg px-3 py-2.5 outline-none data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800';
const LATEST = 8;

/** A click marks it read, then goes where its type says (spec section 2); system notices stay. */
export function useOpenNotification() {
  const navigate = useNavigate();
  const markRead = useMarkRead();
  return (item: Notification) => {
    if (!item.read) markRead.mutate(item.id);
    const target = targetOf(item);
    if (target) void navigate(target);
  };
}

/**
 * The bell's dropdown: the latest notifications, 'No notifications', 'Mark all as read' and the
 * way to the full page. Loaded with the first click and mounted open.
 */
export default function NotificationMenu() {
  const { t, i18n } = useTranslation('account', { keyPrefix: 'center' });
  const label = useBellLabel();
  const { data, isError } = useNotifications('', LATEST);
  const markAll = useMarkAllRead();
  const open = useOpenNotification();
  const items = data?.pages[0]?.items ?? [];
  const unread = data?.pages[0]?.unreadCount ?? 0;
  const readAll = () =>
    markAll.mutate(undefined, {
      onSuccess: () => notify('success', t('allRead')),
      onError: () => notify('error', t('errors.updateMany')),
    });

  return (
    <DropdownMenu.Root defaultOpen dir={i18n.dir()} modal={false}>
      <DropdownMenu.Trigger
        aria-label={label}
        title={label}
        data-testid="notification-bell"
        className={BELL_BUTTON}
      >
        <BellFace />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          data-testid="notification-menu"
          className="fade-in z-50 flex max-h-[70vh] w-[min(22rem,calc(100vw-1rem))] flex-col rounded-2xl border border-slate-200 bg-white p-1.5 shadow-xl dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="flex items-center justify-between gap-2 px-3 pt-2 pb-2">
            <span className="font-semibold text-slate-900 dark:text-white">{t('title')}</span>
            {unread > 0 && (
              <button
                type="button"
                data-testid="notifications-read-all"
                onClick={readAll}
                className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
              >
                {t('markAllRead')}
              </button>
            )}
          </div>
          <DropdownMenu.Separator className="h-px bg-slate-200 dark:bg-slate-700" />
          <div className="min-h-0 overflow-y-auto py-1">
            {isError && (
              <p className="px-3 py-6 text-center text-sm text-red-700 dark:text-red-400">
                {t('errors.load')}
              </p>
            )}
            {!isError && data && items.length === 0 && (
              <p
                data-testid="notifications-empty"
                className="px-3 py-6 text-center text-sm text-slate-500 dark:text-slate-400"
              >
                {t('empty')}
              </p>
            )}
            {items.map((item) => (
              <DropdownMenu.Item
                key={item.id}
                className={ITEM}
                data-testid="notification-item"
                onSelect={() => open(item)}
              >
                <NotificationText item={item} />
              </DropdownMenu.Item>
            ))}
          </div>
          <DropdownMenu.Separator className="h-px bg-slate-200 dark:bg-slate-700" />
          <DropdownMenu.Item
            asChild
            className={`${ITEM} justify-center text-sm font-semibold text-brand-700 dark:text-brand-300`}
          >
            <Link to="/notifications" data-testid="notifications-see-all">
              {t('seeAll')}
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
