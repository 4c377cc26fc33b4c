import type { Language } from '@souqna/contracts';

/** Intl locale per interface language: Arabic with Arabic digits, as Syrian readers expect. */
export const INTL_LOCALE: Record<Language, string> = {
  en: 'en-GB',
  ar: 'ar-SY',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
};

export function formatTime(language: Language, hours: number, minutes = 0) {
  return new Intl.DateTimeFormat(INTL_LOCALE[language], { hour: 'numeric', minute: '2-digit' }).format(
    new Date(2024, 0, 1, hours, minutes),
  );
}

export function formatNumber(language: Language, value: number) {
  return new Intl.NumberFormat(INTL_LOCALE[language]).format(value);
}
