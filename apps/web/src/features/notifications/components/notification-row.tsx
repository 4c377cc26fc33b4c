import type { Notification } from '@souqna/contracts';
import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '../../../shared/lib/relative-time';
import { preview } from '../lib/target';

/** One notification's text: title and message (cut to 50 in the bell), when, and a dot while unread. */
export function NotificationText({ item, full = false }: { item: Notification; full?: boolean }) {
  const { t, i18n } = useTranslation('account', { keyPrefix: 'center' });
  return (
    <span className="flex min-w-0 flex-1 items-start gap-2 text-start">
      <span
        aria-hidden="true"
        className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${item.read ? 'bg-transparent' : 'bg-brand-600 dark:bg-brand-400'}`}
      />
      <span className="flex min-w-0 flex-col gap-0.5">
        <span
          dir="auto"
          className={`text-match-parent text-sm ${item.read ? 'font-medium text-slate-700 dark:text-slate-300' : 'font-semibold text-slate-900 dark:text-white'}`}
        >
          {full ? item.title : preview(item.title)}
        </span>
        <span dir="auto" className="text-match-parent text-sm text-slate-600 dark:text-slate-400">
          {full ? item.message : preview(item.message)}
        </span>
        <span className="text-xs text-slate-500 dark:text-slate-400">
          {formatRelativeTime(i18n.language, item.createdAt, t('time.justNow'))}
          {item.read ? '' : ` · ${t('item.unread')}`}
        </span>
      </span>
    </span>
  );
}
