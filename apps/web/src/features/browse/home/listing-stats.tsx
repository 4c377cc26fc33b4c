import { MapPin } from 'lucide-react';
import { MAIN_CATEGORIES, type MainCategory } from '@souqna/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../shared/lib/format';
import { CATEGORY_ICONS } from '../../../shared/ui/category-icons';
import { Skeleton } from '../../../shared/ui/skeleton';
import { placeName } from '../../../shared/listing/location-names';
import { useListingStats } from '../api/get-listing-stats';

const BROWSE_PATH: Record<MainCategory, string> = { vehicles: '/vehicles', realEstate: '/realestate' };
/** The cities with most listings, as quick ways in; the hero's picker has them all. */
const TOP_CITIES = 6;

/** How many listings there are, per category and in the busiest cities, each a link to them. */
export function ListingStatsStrip() {
  const { t, i18n } = useTranslation('listings');
  const { data, isPending } = useListingStats();
  const number = (value: number) => formatNumber(i18n.language, value);
  if (!isPending && !data?.total) return null;
  return (
    <section aria-labelledby="home-stats" data-testid="home-stats" className="flex flex-col gap-5">
      <h2 id="home-stats" className="text-2xl font-bold tracking-tight">
        {data ? (
          t('home.statsTitle', { count: data.total, number: number(data.total) })
        ) : (
          <Skeleton className="h-8 w-64" />
        )}
      </h2>
      <div className="grid grid-cols-2 gap-3">
        {MAIN_CATEGORIES.map((category) => {
          const Icon = CATEGORY_ICONS[category];
          return (
            <Link
              key={category}
              to={BROWSE_PATH[category]}
              data-testid={`home-stats-${category}`}
              className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 sm:gap-4 sm:p-4 transition-colors hover:border-brand-600 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-400"
            >
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/50 dark:text-brand-200">
                <Icon aria-hidden className="h-6 w-6" />
              </span>
              <span className="flex flex-col">
                <span className="text-2xl font-extrabold tabular-nums" data-testid="home-stats-count">
                  {data ? number(data.byCategory[category]) : <Skeleton className="h-7 w-16" />}
                </span>
                <span className="text-sm text-slate-600 dark:text-slate-300">
                  {t(`home.categoryCount.${category}`, { count: data?.byCategory[category] ?? 0 })}
                </span>
              </span>
            </Link>
          );
        })}
      </div>
      {data && data.byCity.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 id="home-stats-cities" className="text-sm font-medium text-slate-600 dark:text-slate-300">
            {t('home.topCities')}
          </h3>
          <ul className="flex flex-wrap gap-2" aria-labelledby="home-stats-cities">
            {data.byCity.slice(0, TOP_CITIES).map(({ cityCode, count }) => (
              <li key={cityCode}>
                <Link
                  to={`/search?city=${cityCode}`}
                  data-testid="home-stats-city"
                  className="flex items-center gap-1.5 rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:border-brand-600 hover:bg-brand-50 dark:border-slate-600 dark:text-slate-200 dark:hover:border-brand-400 dark:hover:bg-brand-900/30"
                >
                  <MapPin aria-hidden className="h-4 w-4 text-slate-500 dark:text-slate-400" />
                  {placeName({ cityCode, areaCode: null, location: cityCode }, i18n.language)}
                  <span className="text-slate-500 tabular-nums dark:text-slate-400">{number(count)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
