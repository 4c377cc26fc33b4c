import { findCity, localizedName, matchCity, type Language } from '@souqna/contracts';
import { intlLocale } from '../../../shared/lib/format';

/** "March 2026": when someone joined, from an ISO timestamp. */
export function formatMonthYear(language: string, iso: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(language), { month: 'long', year: 'numeric' }).format(date);
}

/** A stored city (a reference code such as `homs`, or older free text) in the reader's language. */
export function cityName(language: string, value: string | null | undefined) {
  if (!value) return '';
  const city = findCity(value) ?? matchCity(value);
  return city ? localizedName(city.name, language as Language) : value;
}

/** The first letter of a name (or email) for an avatar without a picture. */
export const initialOf = (text: string) => Array.from(text.trim())[0]?.toLocaleUpperCase() ?? '?';
