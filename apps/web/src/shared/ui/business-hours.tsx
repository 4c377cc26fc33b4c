import { useTranslation } from 'react-i18next';
import { formatTimeRange, formatWeekday } from '../lib/format';

/** Opening hours (spec section 2); weekdays count from Monday = 1. */
export const BUSINESS_HOURS = [
  { from: 1, to: 5, open: 9, close: 18 },
  { from: 6, to: 6, open: 10, close: 16 },
  { from: 7, to: 7, open: null, close: null },
] as const;

/** The hours as a definition list, day names and times in the reader's language and digits. */
export function BusinessHours({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <dl
      data-testid="business-hours"
      className={`grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm ${className}`}
    >
      {BUSINESS_HOURS.map(({ from, to, open, close }) => (
        <div key={from} className="contents">
          <dt className="text-slate-600 first-letter:uppercase dark:text-slate-300">
            {from === to
              ? formatWeekday(language, from)
              : `${formatWeekday(language, from)} – ${formatWeekday(language, to)}`}
          </dt>
          <dd className="font-medium whitespace-nowrap text-slate-800 tabular-nums dark:text-slate-100">
            {open === null ? t('hours.closed') : formatTimeRange(language, open, close)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
