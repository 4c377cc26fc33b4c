import { ArrowRight, BadgeCheck, Banknote, Languages, MapPinOff } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CITY_COUNT, MAIN_CATEGORIES, SUBCATEGORIES, type MainCategory } from '@souqna/contracts';
import { useListingStats } from '../../../features/browse/api/get-listing-stats';
import { formatNumber } from '../../../shared/lib/format';
import { buttonClasses } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { CATEGORY_ICONS, TYPE_ICONS } from '../../../shared/ui/category-icons';
import { HeroSearch } from './hero-search';

// Counts and listing rows come after the first paint, outside the home page's first download.
const HomeSections = lazy(() => import('../../../features/browse/home/home-sections'));

const BROWSE_PATH: Record<MainCategory, string> = { vehicles: '/vehicles', realEstate: '/realestate' };

/** The hero's lead: how many listings there are, once the count is in; a count-free line till then. */
function HeroLead() {
  const { t, i18n } = useTranslation();
  const { data } = useListingStats();
  return (
    <p className="max-w-2xl text-lg leading-relaxed text-brand-50/90" data-testid="home-lead">
      {data?.total
        ? t('home.subtitleCount', { count: data.total, number: formatNumber(i18n.language, data.total) })
        : t('home.subtitle')}
    </p>
  );
}

function Hero() {
  const { t } = useTranslation();
  return (
    <section className="relative isolate overflow-hidden bg-gradient-to-br from-brand-950 via-brand-800 to-brand-600 px-4 pt-12 pb-16 text-white sm:pt-16 sm:pb-20">
      {/* The logo's arch, large and faint, at the inline end. */}
      <svg
        aria-hidden="true"
        viewBox="0 0 64 64"
        className="absolute -end-24 -top-10 -z-10 h-[28rem] w-[28rem] text-white/[0.06] sm:-end-10"
      >
        <path
          d="M15 60V30.5C15 21.5 22 14.2 32 9.5 42 14.2 49 21.5 49 30.5V60"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
        />
        <path
          d="M23.5 60V33.5c0-5.2 3.3-9.6 8.5-12.6 5.2 3 8.5 7.4 8.5 12.6V60"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
        />
      </svg>
      <div className="mx-auto flex max-w-7xl flex-col gap-6">
        <p className="w-fit rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-50 ring-1 ring-white/20">
          {t('home.eyebrow', { count: CITY_COUNT })}
        </p>
        <h1 className="max-w-3xl text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">
          {t('home.title')}
        </h1>
        <HeroLead />
        <div className="mt-2">
          <HeroSearch />
        </div>
      </div>
    </section>
  );
}

function CategoryTile({ category }: { category: MainCategory }) {
  const { t } = useTranslation();
  const Icon = CATEGORY_ICONS[category];
  const base = BROWSE_PATH[category];
  const types = SUBCATEGORIES[category];
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6" data-testid={`category-tile-${category}`}>
      <div className="flex items-center gap-4">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 dark:bg-brand-900/50 dark:text-brand-200">
          <Icon aria-hidden className="h-6 w-6" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col">
          <h3 className="text-xl font-bold">{t(`categories.${category}`)}</h3>
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {t('home.typeCount', { count: types.length })}
          </p>
        </div>
        <Link
          to={base}
          className="flex shrink-0 items-center gap-1 rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-brand-900/40"
        >
          {t('home.browseAll')}
          <ArrowRight aria-hidden className="h-4 w-4 rtl:-scale-x-100" />
        </Link>
      </div>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {types.map((type) => {
          const TypeIcon = TYPE_ICONS[type];
          return (
            <li key={type}>
              <Link
                to={`${base}?subCategory=${type}`}
                className="flex h-full items-center gap-2.5 rounded-xl border border-slate-200 px-3 py-2.5 text-sm font-medium text-slate-700 transition-colors hover:border-brand-600 hover:bg-brand-50 hover:text-brand-800 dark:border-slate-700 dark:text-slate-200 dark:hover:border-brand-400 dark:hover:bg-brand-900/30 dark:hover:text-brand-100"
              >
                <TypeIcon aria-hidden className="h-5 w-5 shrink-0 text-slate-500 dark:text-slate-400" />
                <span className="min-w-0">{t(`types.${type}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

const PROMISES = [
  ['verified', BadgeCheck],
  ['photos', MapPinOff],
  ['prices', Banknote],
  ['languages', Languages],
] as const;

function Promises() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-promises" className="flex flex-col gap-6">
      <h2 id="home-promises" className="text-2xl font-bold tracking-tight">
        {t('home.promisesTitle')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {PROMISES.map(([key, Icon]) => (
          <li key={key} className="flex gap-3">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-accent-100 text-accent-700 dark:bg-accent-500/15 dark:text-accent-300">
              <Icon aria-hidden className="h-5 w-5" />
            </span>
            <div className="flex flex-col gap-1">
              <p className="font-semibold">{t(`home.promises.${key}.title`)}</p>
              <p className="text-sm leading-relaxed text-slate-600 dark:text-slate-300">
                {t(`home.promises.${key}.body`)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SellBanner() {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col items-start gap-5 rounded-3xl bg-slate-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-10 dark:bg-slate-800">
      <div className="flex flex-col gap-2">
        <h2 className="text-2xl font-bold tracking-tight">{t('home.sellTitle')}</h2>
        <p className="max-w-xl text-slate-300">{t('home.sellBody')}</p>
      </div>
      <Link to="/listings/create" className={buttonClasses('accent', 'lg')}>
        {t('home.sellAction')}
      </Link>
    </section>
  );
}

export default function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <Hero />
      <div className="mx-auto flex max-w-7xl flex-col gap-14 px-4 py-12">
        <section aria-labelledby="home-categories" className="flex flex-col gap-6">
          <h2 id="home-categories" className="text-2xl font-bold tracking-tight">
            {t('home.categoriesTitle')}
          </h2>
          <div className="grid gap-6 lg:grid-cols-2">
            {MAIN_CATEGORIES.map((category) => (
              <CategoryTile key={category} category={category} />
            ))}
          </div>
        </section>
        <Suspense fallback={null}>
          <HomeSections />
        </Suspense>
        <Promises />
        <SellBanner />
      </div>
    </>
  );
}
