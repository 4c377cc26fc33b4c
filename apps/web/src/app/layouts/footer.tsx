import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '@souqna/contracts';
import { formatTime } from '../../shared/lib/format';

// Below the fold and the only first-load user of zod: it loads after the page has painted.
const NewsletterForm = lazy(() =>
  import('../../features/newsletter/components/newsletter-form').then((module) => ({
    default: module.NewsletterForm,
  })),
);

const LINKS = [
  ['/vehicles', 'nav.vehicles'],
  ['/realestate', 'nav.realEstate'],
  ['/about', 'footer.about'],
  ['/contact', 'footer.contact'],
  ['/privacy-policy', 'footer.privacy'],
  ['/terms', 'footer.terms'],
] as const;

export function Footer() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const hours = (from: number, to: number) => `${formatTime(language, from)} – ${formatTime(language, to)}`;
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-2">
          <p className="text-lg font-extrabold text-brand-800 dark:text-brand-100">{t('brand.name')}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('brand.tagline')}</p>
        </div>
        <nav aria-label={t('footer.linksTitle')}>
          <p className="mb-2 text-sm font-semibold">{t('footer.linksTitle')}</p>
          <ul className="flex flex-col gap-1.5 text-sm">
            {LINKS.map(([to, key]) => (
              <li key={to}>
                <Link
                  to={to}
                  className="text-slate-600 hover:text-brand-700 dark:text-slate-400 dark:hover:text-brand-500"
                >
                  {t(key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div data-testid="business-hours">
          <p className="mb-2 text-sm font-semibold">{t('footer.hoursTitle')}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            <dt>{t('footer.weekdays')}</dt>
            <dd dir="auto">{hours(9, 18)}</dd>
            <dt>{t('footer.saturday')}</dt>
            <dd dir="auto">{hours(10, 16)}</dd>
            <dt>{t('footer.sunday')}</dt>
            <dd>{t('footer.closed')}</dd>
          </dl>
        </div>
        <Suspense fallback={<div className="h-28" />}>
          <NewsletterForm />
        </Suspense>
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-xs text-slate-500 dark:border-slate-800">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
