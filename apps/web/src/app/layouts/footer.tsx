import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../shared/lib/format';
import { useNearScreen } from '../../shared/lib/use-near-screen';
import { BusinessHours } from '../../shared/ui/business-hours';
import { LogoMark } from '../../shared/ui/logo';

// Below the fold and the only user of zod on a public page: it loads once its place comes into
// view, so zod and the form's texts are no part of any page's load. (Not sooner: the footer starts
// right below the fold, since main is at least a screen tall.)
const NewsletterForm = lazy(() =>
  import('../../features/newsletter/components/newsletter-form').then((module) => ({
    default: module.NewsletterForm,
  })),
);

const LINK_GROUPS = [
  {
    title: 'footer.browseTitle',
    links: [
      ['/vehicles', 'nav.vehicles'],
      ['/realestate', 'nav.realEstate'],
    ],
  },
  {
    title: 'footer.companyTitle',
    links: [
      ['/about', 'footer.about'],
      ['/contact', 'footer.contact'],
      ['/privacy-policy', 'footer.privacy'],
      ['/terms', 'footer.terms'],
    ],
  },
] as const;

function NewsletterSlot() {
  const [ref, near] = useNearScreen<HTMLDivElement>();
  const placeholder = <div ref={ref} className="h-32" />;
  return near ? (
    <Suspense fallback={placeholder}>
      <NewsletterForm />
    </Suspense>
  ) : (
    placeholder
  );
}

const HEADING = 'mb-3 text-sm font-semibold text-slate-900 dark:text-white';

export function Footer() {
  const { t, i18n } = useTranslation();
  const year = formatNumber(i18n.language, new Date().getFullYear(), { useGrouping: false });
  return (
    <footer className="border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-[1.4fr_0.8fr_1fr_1.4fr_1.6fr]">
        <div className="flex flex-col gap-3 sm:col-span-2 lg:col-span-1">
          <p className="flex items-center gap-2 text-lg font-extrabold text-brand-800 dark:text-brand-100">
            <LogoMark className="h-8 w-8" />
            {t('brand.fullName')}
          </p>
          <p className="max-w-xs text-sm leading-relaxed text-slate-600 dark:text-slate-300">
            {t('brand.tagline')}
          </p>
        </div>
        {LINK_GROUPS.map((group) => (
          <nav key={group.title} aria-label={t(group.title)}>
            <h2 className={HEADING}>{t(group.title)}</h2>
            <ul className="flex flex-col gap-2 text-sm">
              {group.links.map(([to, key]) => (
                <li key={to}>
                  <Link
                    to={to}
                    className="rounded text-slate-600 transition-colors hover:text-brand-700 dark:text-slate-300 dark:hover:text-brand-300"
                  >
                    {t(key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className={HEADING}>
            {t('hours.title')}
          </h2>
          <BusinessHours />
        </section>
        <NewsletterSlot />
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-5 text-center text-xs text-slate-500 dark:text-slate-400">
          {t('footer.copyright', { year })}
        </p>
      </div>
    </footer>
  );
}
