import type { Listing } from '@souqna/contracts';
import { PackageOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../ui/skeleton';
import { ListingCard } from './listing-card';

/** One column on a phone, two from 640 px, then three and four as the page widens. */
const COLUMNS = {
  wide: 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
  narrow: 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3',
} as const;

/** A card's shape while it loads: the same box, so the grid does not jump when cards arrive. */
export function CardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-800">
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="flex flex-col gap-2 p-3 sm:p-4">
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </div>
  );
}

export interface ListingGridProps {
  listings: Listing[] | undefined;
  loading?: boolean;
  /** How many placeholders to show while loading. */
  skeletons?: number;
  /** What to say when there is nothing; `null` shows nothing at all. */
  empty?: React.ReactNode;
  columns?: keyof typeof COLUMNS;
  /** What each card shows on its photo's corner (the favourites' heart). */
  cardAction?: (listing: Listing) => React.ReactNode;
}

/** A responsive grid of listing cards, with placeholders while loading and an empty state. */
export function ListingGrid({
  listings,
  loading = false,
  skeletons = 4,
  empty,
  columns = 'wide',
  cardAction,
}: ListingGridProps) {
  const { t } = useTranslation('listings');
  if (loading && !listings?.length) {
    return (
      <div
        role="status"
        aria-busy="true"
        aria-label={t('grid.loading')}
        data-testid="listing-grid-loading"
        className={COLUMNS[columns]}
      >
        {Array.from({ length: skeletons }, (_, index) => (
          <CardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (!listings?.length) {
    if (empty === null) return null;
    return (
      <div
        data-testid="listing-grid-empty"
        className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-4 py-12 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300"
      >
        <PackageOpen aria-hidden className="h-10 w-10 text-slate-400 dark:text-slate-500" />
        {empty ?? <p>{t('grid.empty')}</p>}
      </div>
    );
  }
  return (
    <ul className={COLUMNS[columns]} data-testid="listing-grid">
      {listings.map((listing) => (
        <li key={listing.id} className="flex flex-col [&>article]:flex-1">
          <ListingCard listing={listing} action={cardAction?.(listing)} />
        </li>
      ))}
    </ul>
  );
}
