import { Hammer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../shared/ui/button';

export const COMING_SOON_FEATURES = ['messages', 'adminContact', 'adminUsers', 'adminNewsletter'] as const;
export type ComingSoonFeature = (typeof COMING_SOON_FEATURES)[number];

/** Routes later work builds say so plainly instead of pretending. */
export function ComingSoonPage({ feature }: { feature: ComingSoonFeature }) {
  const { t } = useTranslation();
  return (
    <section
      data-testid="coming-soon"
      data-feature={feature}
      className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-20 text-center"
    >
      <span className="flex h-16 w-16 items-center justify-center rounded-2xl bg-accent-100 text-accent-700 dark:bg-accent-500/15 dark:text-accent-300">
        <Hammer aria-hidden className="h-8 w-8" />
      </span>
      <p className="rounded-full bg-slate-200/70 px-3 py-1 text-xs font-semibold tracking-wide text-slate-700 uppercase dark:bg-slate-800 dark:text-slate-300">
        {t('comingSoon.badge')}
      </p>
      <h1 className="text-3xl font-bold tracking-tight">{t(`comingSoon.features.${feature}`)}</h1>
      <p className="text-lg text-slate-600 dark:text-slate-300">{t('comingSoon.body')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses('primary')}>
          {t('notFound.home')}
        </Link>
        <Link to="/contact" className={buttonClasses('secondary')}>
          {t('comingSoon.contact')}
        </Link>
      </div>
    </section>
  );
}
