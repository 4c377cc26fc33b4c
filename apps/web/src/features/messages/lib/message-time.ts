import { intlLocale } from '../../../shared/lib/format';

const DAY = 86_400_000;
const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** Whole calendar days between `iso` and `now`, in the reader's zone. */
export const daysAgo = (iso: string, now = new Date()) =>
  Math.round((startOfDay(now) - startOfDay(new Date(iso))) / DAY);

/** A message's clock time, in the reader's language and digits. */
export const clockTime = (language: string, iso: string) =>
  new Intl.DateTimeFormat(intlLocale(language), { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/** The inbox's time column: the clock today, the weekday this week, the date before. */
export function listTime(language: string, iso: string, now = new Date()) {
  const days = daysAgo(iso, now);
  if (days <= 0) return clockTime(language, iso);
  const options: Intl.DateTimeFormatOptions =
    days < 7 ? { weekday: 'short' } : { day: 'numeric', month: 'short' };
  return new Intl.DateTimeFormat(intlLocale(language), options).format(new Date(iso));
}

/** The key of the calendar day a message belongs to, for grouping. */
export const dayKey = (iso: string) => {
  const date = new Date(iso);
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
};

/** A day separator: 'Today', 'Yesterday' (the caller's words), else the full date. */
export function dayLabel(language: string, iso: string, words: { today: string; yesterday: string }) {
  const days = daysAgo(iso);
  if (days === 0) return words.today;
  if (days === 1) return words.yesterday;
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long' }).format(new Date(iso));
}
