import { Bell } from 'lucide-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/lib/format';
import { OnDemand } from '../../../shared/ui/on-demand';
import { useUnreadNotifications } from '../api/notifications';

// The dropdown (its list, times and actions) loads when first opened: not part of any first load.
const loadMenu = () => import('./notification-menu');
const NotificationMenu = lazy(loadMenu);

export const BELL_BUTTON =
  'relative flex h-10 w-10 items-center justify-center rounded-xl text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 data-[state=open]:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white dark:data-[state=open]:bg-slate-800';

/** The bell's face: the icon and the unread badge (live: the socket keeps the count). */
export function BellFace() {
  const { i18n } = useTranslation();
  const count = useUnreadNotifications();
  return (
    <>
      <Bell aria-hidden className="h-5 w-5" />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="notifications-unread"
          className="absolute -end-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white dark:ring-slate-950"
        >
          {count > 99 ? `${formatNumber(i18n.language, 99)}+` : formatNumber(i18n.language, count)}
        </span>
      )}
    </>
  );
}

/** The bell's accessible name, with the unread count when there is one. */
export function useBellLabel() {
  const { t } = useTranslation('account', { keyPrefix: 'center' });
  const count = useUnreadNotifications();
  return count > 0 ? t('bell.unread', { count }) : t('bell.label');
}

/** Spec section 2's notification bell in the top bar. */
export function NotificationBell() {
  const label = useBellLabel();
  const button = (onClick?: () => void) => (
    <button
      type="button"
      aria-label={label}
      title={label}
      data-testid="notification-bell"
      className={BELL_BUTTON}
      onClick={onClick}
    >
      <BellFace />
    </button>
  );
  return (
    <OnDemand load={loadMenu} trigger={button}>
      <NotificationMenu />
    </OnDemand>
  );
}
