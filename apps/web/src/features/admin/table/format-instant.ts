import { intlLocale } from '../../../shared/lib/format';

/** A moment the server stored (ISO), in the reader's words and time zone; with the time when asked. */
export const formatInstant = (language: string, iso: string, withTime = false) =>
  new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
  }).format(new Date(iso));
