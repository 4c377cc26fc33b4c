import { intlLocale } from './format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/**
 * When something happened, as spec section 9 words it: 'Just now', minutes, hours, 'Yesterday',
 * days under a week, then the full date. `justNow` is the reader's translation of 'Just now'
 * (Intl has no such phrase); everything else comes from Intl in the reader's language and digits.
 */
export function formatRelativeTime(language: string, iso: string, justNow: string, now = new Date()) {
  const locale = intlLocale(language);
  const then = new Date(iso);
  const elapsed = now.getTime() - then.getTime();
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (elapsed < MINUTE) return justNow;
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  const days = Math.round((startOfDay(now) - startOfDay(then)) / (24 * HOUR));
  if (days === 0) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  if (days < 7) {
    const text = relative.format(-days, 'day');
    // "yesterday" stands alone on a card: it reads as a sentence start in the cased scripts.
    return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
  }
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(then);
}
