import { useTranslation } from 'react-i18next';

/** The brand mark: a souq's pointed arch over an amber threshold. Same drawing as /logo.svg. */
export function LogoMark({ className = 'h-9 w-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <rect width="64" height="64" rx="16" className="fill-brand-700" />
      <path d="M15 50V30.5C15 21.5 22 14.2 32 9.5 42 14.2 49 21.5 49 30.5V50Z" fill="#fff" />
      <path d="M23.5 50V33.5c0-5.2 3.3-9.6 8.5-12.6 5.2 3 8.5 7.4 8.5 12.6V50Z" className="fill-brand-700" />
      <rect x="11" y="48" width="42" height="5" rx="2.5" className="fill-accent-400" />
    </svg>
  );
}

/** Where the logo keeps only the reader's own name, for want of room. */
const ONE_NAME = {
  // From 768 to 1023 px the top bar's first row had no room for both beside the Spanish, French,
  // German or Arabic links and buttons, and broke onto a third row.
  tablet: 'md:max-lg:hidden',
  // The mobile menu's sheet on a 320 px phone with large text pushed its close button 5 px off.
  narrow: 'max-[359px]:hidden',
} as const;

/** "Souqna | سوقنا": both names in every language, as on the shop sign, room allowing (`oneName`). */
export function Logo({ compact = false, oneName }: { compact?: boolean; oneName?: keyof typeof ONE_NAME }) {
  const { t, i18n } = useTranslation();
  // The reader's own script next to the mark: Arabic first in Arabic, Latin first otherwise.
  const names = [
    <span key="en" lang="en" aria-hidden="true">
      Souqna
    </span>,
    <span key="ar" lang="ar" aria-hidden="true" className="pb-1">
      سوقنا
    </span>,
  ];
  if (i18n.language === 'ar') names.reverse();
  const second = oneName ? ONE_NAME[oneName] : '';
  return (
    <span className="flex items-center gap-2" data-testid="logo">
      <LogoMark />
      <span
        className={`${compact ? 'hidden sm:flex' : 'flex'} items-center gap-2 text-lg leading-none font-extrabold tracking-tight whitespace-nowrap text-brand-800 dark:text-brand-100`}
      >
        <span className="sr-only">{t('brand.fullName')}</span>
        {names[0]}
        <span aria-hidden="true" className={`h-5 w-px bg-slate-300 dark:bg-slate-600 ${second}`} />
        <span className={`flex ${second}`}>{names[1]}</span>
      </span>
    </span>
  );
}
