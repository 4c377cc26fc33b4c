import type { Language } from '@souqna/contracts';

/**
 * Intl locale per interface language. Arabic asks for Arabic-Indic digits explicitly: plain `ar`
 * gives Latin digits in current ICU data, while Syrian readers expect ٠١٢٣٤٥٦٧٨٩.
 */
export const INTL_LOCALE: Record<Language, string> = {
  en: 'en-GB',
  ar: 'ar-SY-u-nu-arab',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
};

let latinDigits = false;

/**
 * The signed-in user's "Latin digits" setting (DESIGN.md section 4): Arabic then shows 0-9. Says
 * whether it changed; `applyDigits` in i18n.ts sets it and has the page show numbers again.
 */
export function setLatinDigits(latin: boolean) {
  const changed = latin !== latinDigits;
  latinDigits = latin;
  return changed;
}

/** The Intl locale that formats numbers, dates and times for `language`, in the chosen digits. */
export const intlLocale = (language: string) =>
  language === 'ar' && latinDigits
    ? 'ar-SY-u-nu-latn'
    : (INTL_LOCALE[language as Language] ?? INTL_LOCALE.en);

export function formatNumber(language: string, value: number, options?: Intl.NumberFormatOptions) {
  return new Intl.NumberFormat(intlLocale(language), options).format(value);
}

/** `formatNumber` in its pieces (integer, group, currency, ...), for text that must treat one apart. */
export function formatNumberToParts(language: string, value: number, options?: Intl.NumberFormatOptions) {
  return new Intl.NumberFormat(intlLocale(language), options).formatToParts(value);
}

/** A calendar date (`2026-11-22`) in the reader's words, read as a local date whatever the zone. */
export function formatDate(language: string, isoDate: string) {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long' }).format(
    new Date(year, month - 1, day),
  );
}

/** A weekday's name, 1 = Monday … 7 = Sunday. */
export function formatWeekday(language: string, isoWeekday: number) {
  // 1 January 2024 was a Monday.
  return new Intl.DateTimeFormat(intlLocale(language), { weekday: 'long' }).format(
    new Date(2024, 0, isoWeekday),
  );
}

/** "09:00–18:00" in the reader's conventions (12 or 24 hours, digits, separator). */
export function formatTimeRange(language: string, fromHours: number, toHours: number) {
  const format = new Intl.DateTimeFormat(intlLocale(language), { hour: 'numeric', minute: '2-digit' });
  const from = new Date(2024, 0, 1, fromHours);
  const to = new Date(2024, 0, 1, toHours);
  return typeof format.formatRange === 'function'
    ? format.formatRange(from, to)
    : `${format.format(from)} – ${format.format(to)}`;
}
