import type { ReportOutcome } from '@souqna/contracts';
import { textLanguage, type Reader } from '../notifications/notifications.service.js';

/** A warning's title; its message is the admin's own words, as written. */
export const warningTitle = (reader: Reader) =>
  textLanguage(reader.language) === 'ar' ? 'تحذير من إدارة سوقنا' : 'A warning from the Souqna team';

const OUTCOMES: Record<ReportOutcome, { en: string; ar: string }> = {
  dismiss: {
    en: 'Thank you. We looked at what you reported and found nothing against our rules.',
    ar: 'شكراً لك. راجعنا ما أبلغت عنه ولم نجد فيه مخالفة لقواعدنا.',
  },
  removeListing: {
    en: 'Thank you. The listing you reported has been removed.',
    ar: 'شكراً لك. تمت إزالة الإعلان الذي أبلغت عنه.',
  },
  warn: {
    en: 'Thank you. We have warned the person you reported.',
    ar: 'شكراً لك. وجّهنا تحذيراً إلى الشخص الذي أبلغت عنه.',
  },
  disable: {
    en: 'Thank you. The account you reported has been suspended.',
    ar: 'شكراً لك. تم إيقاف الحساب الذي أبلغت عنه.',
  },
};

/** What a reporter is told once their report is decided, in their language. */
export const reportOutcomeText = (reader: Reader, outcome: ReportOutcome) => {
  const language = textLanguage(reader.language);
  return {
    title: language === 'ar' ? 'تمت مراجعة بلاغك' : 'Your report was reviewed',
    message: OUTCOMES[outcome][language],
  };
};
