import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export const COMING_SOON_FEATURES = [
  'login',
  'register',
  'passwordReset',
  'verifyEmail',
  'search',
  'vehicles',
  'realEstate',
  'listing',
  'createListing',
  'editListing',
  'matches',
  'myListings',
  'password',
  'profile',
  'publicProfile',
  'settings',
  'savedListings',
  'messages',
  'admin',
] as const;
export type ComingSoonFeature = (typeof COMING_SOON_FEATURES)[number];

/** Routes later work builds say so plainly instead of pretending. */
export function ComingSoonPage({ feature }: { feature: ComingSoonFeature }) {
  const { t } = useTranslation();
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center"
      data-testid="coming-soon"
    >
      <Construction aria-hidden className="h-12 w-12 text-accent-500" />
      <h1 className="text-2xl font-bold">{t(`comingSoon.features.${feature}`)}</h1>
      <p className="text-slate-600 dark:text-slate-400">{t('comingSoon.body')}</p>
      <Link to="/" className="font-semibold text-brand-700 underline dark:text-brand-500">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
