import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/lib/format';
import { useUnreadCount } from '../api/get-unread-count';

/** The top bar's count of unread messages over all conversations; nothing when there are none. */
export function UnreadBadge() {
  const { i18n } = useTranslation();
  const count = useUnreadCount();
  if (count === 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="messages-unread"
      className="absolute -end-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white dark:ring-slate-950"
    >
      {count > 99 ? `${formatNumber(i18n.language, 99)}+` : formatNumber(i18n.language, count)}
    </span>
  );
}

/** The Messages link's accessible name, with the unread count when there is one. */
export function useMessagesLabel() {
  const { t } = useTranslation(['auth', 'messages']);
  const count = useUnreadCount();
  return count > 0 ? t('messages:topBar.unread', { count }) : t('auth:menu.messages');
}
