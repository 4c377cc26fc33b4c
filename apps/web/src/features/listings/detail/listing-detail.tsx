import type { Listing } from '@souqna/contracts';
import { useSession } from '../../../shared/lib/session';
import { Card } from '../../../shared/ui/card';
import { SellerListings, SimilarListings } from '../components/related-listings';
import { DescriptionSection } from './description-section';
import { DetailSections } from './detail-sections';
import { Gallery } from './gallery';
import { KeyFacts } from './key-facts';
import { ListingActions } from './listing-actions';
import { ListingSummary } from './listing-summary';
import { LocationSection } from './location-section';
import { OwnerActions } from './owner-actions';
import { SellerCard } from './seller-card';
import { SetCoverButton } from './set-cover-button';
import { StatusBadge } from './status-badge';

/**
 * One listing. Desktop: photos and details on the left, price, actions and seller sticky on the
 * right. Phone: one column in which price and actions come straight after the photos.
 */
export function ListingDetail({ listing }: { listing: Listing }) {
  const { user } = useSession();
  const isAdmin = user?.role === 'ADMIN';
  const canManage = user !== null && (user.id === listing.userId || isAdmin);

  return (
    <div className="flex flex-col gap-10" data-testid="listing-detail">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
        <div className="lg:col-start-1">
          <Gallery
            images={listing.images}
            title={listing.title}
            overlay={
              <StatusBadge
                status={listing.status}
                testId="listing-status-overlay"
                className="pointer-events-none absolute start-3 top-3 text-base"
              />
            }
            coverAction={
              canManage && listing.images.length > 1
                ? (image, select) => (
                    <SetCoverButton listingId={listing.id} image={image} onDone={() => select(0)} />
                  )
                : undefined
            }
          />
        </div>
        <aside className="flex flex-col gap-4 self-start lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <Card className="flex flex-col gap-5 p-4 sm:p-5">
            <ListingSummary listing={listing} />
            <ListingActions listing={listing} />
          </Card>
          {canManage && <OwnerActions listing={listing} />}
          <SellerCard seller={listing.seller} />
        </aside>
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-1">
          <KeyFacts listing={listing} />
          <DescriptionSection description={listing.description} />
          <DetailSections listing={listing} />
          <LocationSection listing={listing} />
          <SellerListings userId={listing.userId} excludeId={listing.id} />
        </div>
      </div>
      <SimilarListings listing={listing} />
    </div>
  );
}
