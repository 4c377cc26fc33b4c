import { useTranslation } from 'react-i18next';
import { useListings } from '../../../shared/listing/api/list-listings';
import { useTrending } from '../api/get-trending';
import { ListingRow } from './listing-row';
import { ListingStatsStrip } from './listing-stats';

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
