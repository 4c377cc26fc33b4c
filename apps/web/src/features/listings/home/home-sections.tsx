import { ArrowRight } from 'lucide-react';
import type { Listing } from '@souqna/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useListings } from '../api/list-listings';
import { ListingGrid } from '../components/listing-grid';
import { useTrending } from './discover-api';
import { ListingStatsStrip } from './listing-stats';

function ListingRow({
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
      <ListingGrid listings={listings} loading={loading} skeletons={4} empty={null} />
    </section>
  );
}

/**
 * The home page below its hero and categories: counts, what is trending, the most saved, the
 * newest. Loaded after the first paint, out of the home page's first download.
 */
export default function HomeSections() {
  const { t } = useTranslation('listings');
  const trending = useTrending();
  const featured = useListings({ sortBy: 'favorites', sortOrder: 'desc', limit: 8 });
  // Saved at least once and not already trending: the rows never repeat each other, and a
  // marketplace nobody has saved from yet shows no "most saved" row of merely new listings.
  const trendingIds = new Set(trending.data?.map((listing) => listing.id));
  const featuredListings = featured.data?.items
    .filter((listing) => listing.favorites > 0 && !trendingIds.has(listing.id))
    .slice(0, 4);
  const recent = useListings({ sortBy: 'createdAt', sortOrder: 'desc', limit: 8 });
  return (
    <>
      <ListingStatsStrip />
      <ListingRow
        id="home-trending"
        title={t('home.trending')}
        more="/search?sort=mostFavorited"
        listings={trending.data}
        loading={trending.isPending}
      />
      <ListingRow
        id="home-featured"
        title={t('home.featured')}
        more="/search?sort=mostFavorited"
        listings={trending.isPending ? undefined : featuredListings}
        loading={featured.isPending || trending.isPending}
      />
      <ListingRow
        id="home-recent"
        title={t('home.recent')}
        more="/search"
        listings={recent.data?.items}
        loading={recent.isPending}
      />
    </>
  );
}
