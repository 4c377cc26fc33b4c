import type { Listing } from '@souqna/contracts';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useListings, type ListingFilters } from '../../../shared/listing/api/list-listings';
import { ListingGrid, type ListingGridProps } from '../../../shared/listing/listing-grid';
import { favoriteCardAction } from '../../favorites';

/**
 * A titled row of listings that only appears once there is something in it: an empty or failed
 * list says nothing, since the page around it is complete without it.
 */
function RelatedSection({
  title,
  filters,
  columns,
  testId,
  action,
}: {
  title: string;
  filters: ListingFilters;
  columns: ListingGridProps['columns'];
  testId: string;
  action?: React.ReactNode;
}) {
  const query = useListings(filters);
  const items = query.data?.items;
  if (!items?.length) return null;
  return (
    <section className="flex flex-col gap-4" data-testid={testId} aria-label={title}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h2>
        {action}
      </div>
      <ListingGrid listings={items} columns={columns} cardAction={favoriteCardAction} />
    </section>
  );
}

/** The seller's other active listings, with the way to all of them on their profile. */
export function SellerListings({ userId, excludeId }: { userId: string; excludeId?: string }) {
  const { t } = useTranslation('listings');
  return (
    <RelatedSection
      title={t('related.seller')}
      filters={{ userId, excludeId, limit: 3 }}
      columns="narrow"
      testId="seller-listings"
      action={
        <Link
          to={`/profile/${encodeURIComponent(userId)}`}
          data-testid="seller-listings-profile"
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
        >
          {t('related.sellerAll')}
          <ChevronRight aria-hidden className="h-4 w-4 rtl:rotate-180" />
        </Link>
      }
    />
  );
}

/** Listings of the same category and type, this one left out. */
export function SimilarListings({ listing }: { listing: Listing }) {
  const { t } = useTranslation('listings');
  const { mainCategory, subCategory } = listing.category;
  return (
    <RelatedSection
      title={t('related.similar')}
      filters={{ mainCategory, subCategory, excludeId: listing.id, limit: 4 }}
      columns="wide"
      testId="similar-listings"
    />
  );
}
