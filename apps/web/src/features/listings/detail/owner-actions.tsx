import type { Listing, ListingStatus } from '@souqna/contracts';
import { BadgeCheck, Pencil, RotateCcw } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { translateApiError } from '../../../shared/lib/field-errors';
import { notify } from '../../../shared/lib/toast';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { useChangeListingStatus } from '../api/change-listing-status';

// Only the seller sees it: the confirmation and its dialog library are not the page's first load.
const DeleteListingDialog = lazy(() =>
  import('../components/delete-listing-dialog').then((module) => ({ default: module.DeleteListingDialog })),
);

/** The status change on offer: close a live listing (sold or rented by its action), or reopen it. */
function nextStatus(listing: Listing): { status: ListingStatus; testId: string } | null {
  if (listing.status === 'active') {
    return listing.listingAction === 'RENT'
      ? { status: 'rented', testId: 'listing-mark-rented' }
      : { status: 'sold', testId: 'listing-mark-sold' };
  }
  // A listing under review is decided in the moderation queue (admins) or fixed by an edit
  // (its owner, after a rejection): no button publishes it here.
  if (listing.status === 'pending' || listing.rejection) return null;
  return { status: 'active', testId: 'listing-reactivate' };
}

/** The owner's (or an admin's) tools: edit, mark sold or rented, reactivate, delete. */
export function OwnerActions({ listing }: { listing: Listing }) {
  const { t } = useTranslation(['listing-detail', 'errors']);
  const navigate = useNavigate();
  const change = useChangeListingStatus();
  const next = nextStatus(listing);
  const label = next && (next.status === 'active' ? 'owner.reactivate' : `owner.mark.${next.status}`);

  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="owner-actions">
      <h2 className="text-sm font-semibold text-slate-500 dark:text-slate-400">{t('owner.title')}</h2>
      <div className="grid grid-cols-2 gap-2">
        <Link
          to={`/listings/${encodeURIComponent(listing.id)}/edit`}
          data-testid="listing-edit"
          className={buttonClasses('secondary')}
        >
          <Pencil aria-hidden className="h-4 w-4" />
          {t('owner.edit')}
        </Link>
        {next && label && (
          <Button
            variant="secondary"
            data-testid={next.testId}
            disabled={change.isPending}
            onClick={() =>
              change.mutate(
                { id: listing.id, status: next.status },
                {
                  onSuccess: () => notify('success', t(`owner.changed.${next.status}`)),
                  onError: (error) => notify('error', translateApiError(t, error)),
                },
              )
            }
          >
            {next.status === 'active' ? (
              <RotateCcw aria-hidden className="h-4 w-4" />
            ) : (
              <BadgeCheck aria-hidden className="h-4 w-4" />
            )}
            {t(label)}
          </Button>
        )}
      </div>
      <Suspense fallback={null}>
        <DeleteListingDialog
          listing={listing}
          onDeleted={() => void navigate('/profile/listings', { replace: true })}
        />
      </Suspense>
    </Card>
  );
}
