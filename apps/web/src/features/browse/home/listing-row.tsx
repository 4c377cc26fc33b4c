import { ArrowRight } from 'lucide-react';
import type { Listing } from '@souqna/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardSkeleton } from '../../../shared/listing/listing-grid';
import { ListingCard } from '../../../shared/listing/listing-card';
import { favoriteCardAction } from '../../favorites';

/** The grid's columns from each breakpoint on (`sm` 2, `lg` 3, `xl` 4); phones swipe instead. */
const BREAKPOINTS = [
  { columns: 2, show: 'sm:flex', hide: 'sm:hidden' },
  { columns: 3, show: 'lg:flex', hide: 'lg:hidden' },
  { columns: 4, show: 'xl:flex', hide: 'xl:hidden' },
] as const;

/**
 * Where the card at `index` of `count` shows: only in full rows of the grid, so a home row never
 * ends half empty (4 cards make one row of 3 on a 3-column screen).
 */
export function rowClasses(index: number, count: number): string {
  return BREAKPOINTS.map(({ columns, show, hide }) => {
    const shown = count < columns ? count : count - (count % columns);
    return index < shown ? show : hide;
  }).join(' ');
}

const LIST =
  '-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3 xl:grid-cols-4';
const SKELETONS = 4;
const ITEM = 'w-[78%] max-w-80 shrink-0 snap-start flex-col sm:w-auto sm:max-w-none [&>article]:flex-1';

/** A titled row of listing cards with a link to all of them; gone when it has nothing to show. */
export function ListingRow({
  id,
  title,
  more,
  listings,
  loading,
}: {
  id: string;
  title: string;
  more: string;
  listings: Listing[] | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation('listings');
  // An empty row says nothing worth a heading: it goes, rather than showing an empty state.
  if (!loading && !listings?.length) return null;
  return (
    <section aria-labelledby={id} data-testid={id} className="flex flex-col gap-5">
      <div className="flex items-end justify-between gap-4">
        <h2 id={id} className="text-2xl font-bold tracking-tight">
          {title}
        </h2>
        <Link
          to={more}
          className="flex shrink-0 items-center gap-1 rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-brand-900/40"
        >
          {t('home.seeAll')}
          <ArrowRight aria-hidden className="h-4 w-4 rtl:-scale-x-100" />
        </Link>
      </div>
      {listings?.length ? (
        <ul className={LIST} data-testid="listing-grid">
          {listings.map((listing, index) => (
            <li key={listing.id} className={`flex ${ITEM} ${rowClasses(index, listings.length)}`}>
              <ListingCard listing={listing} action={favoriteCardAction(listing)} />
            </li>
          ))}
        </ul>
      ) : (
        <div role="status" aria-busy="true" aria-label={t('grid.loading')} className={LIST}>
          {Array.from({ length: SKELETONS }, (_, index) => (
            <div key={index} className={`flex ${ITEM} ${rowClasses(index, SKELETONS)}`}>
              <CardSkeleton />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
