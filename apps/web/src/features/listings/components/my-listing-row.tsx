import {
  LISTING_EXPIRY_NOTICE_DAYS,
  OWNER_STATUSES,
  type Listing,
  type ListingStatus,
  type OwnListing,
} from '@souqna/contracts';
import { CalendarClock, CalendarDays, Eye, Heart, Pencil, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translateApiError } from '../../../shared/lib/field-errors';
import { formatDate } from '../../../shared/lib/format';
import { notify } from '../../../shared/lib/toast';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { Select } from '../../../shared/ui/select';
import { useChangeListingStatus, useRenewListing } from '../api/change-listing-status';
import { ListingPrice } from '../../../shared/listing/listing-price';
import { DeleteListingDialog } from './delete-listing-dialog';
import { ModerationNotice } from './moderation-notice';
import { ListingCover, listingHref, typeLabelKey } from '../../../shared/listing/listing-card';

const STATUS_COLOURS: Record<ListingStatus, string> = {
  active: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  inactive: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  sold: 'bg-red-700 text-white dark:bg-red-600',
  rented: 'bg-amber-400 text-slate-950',
  pending: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  expired: 'bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-200',
};

const DAY_MS = 86_400_000;

/** Whole days (at least one) until an active listing leaves search; null for any other status. */
function daysLeft(listing: OwnListing) {
  if (listing.status !== 'active') return null;
  return Math.max(1, Math.ceil((Date.parse(listing.expiresAt) - Date.now()) / DAY_MS));
}

/**
 * Renew is offered when the owner has been (or is about to be) told of the expiry: for an expired
 * listing, and an active one within LISTING_EXPIRY_NOTICE_DAYS of its date, as the server warns.
 */
const renewable = (listing: OwnListing) =>
  listing.status === 'expired' || (daysLeft(listing) ?? Infinity) <= LISTING_EXPIRY_NOTICE_DAYS;

/** The one click that keeps a listing in search (or brings it back) another 60 days (DESIGN.md 4). */
function RenewButton({ listing }: { listing: Listing }) {
  const { t } = useTranslation(['listings', 'errors']);
  const renew = useRenewListing();
  return (
    <Button
      type="button"
      data-testid="my-listing-renew"
      disabled={renew.isPending}
      onClick={() =>
        renew.mutate(listing.id, {
          onSuccess: () => notify('success', t('mine.renewed')),
          onError: (error) => notify('error', translateApiError(t, error)),
        })
      }
    >
      <RefreshCw aria-hidden className="h-4 w-4" />
      {t('mine.renew')}
    </Button>
  );
}

/**
 * What an owner may switch to: sold is for a sale, rented for a rental (DESIGN.md 4). The current
 * status stays on offer whatever it is, so the control never shows a value it does not have.
 */
export function ownerStatusesFor(listing: Pick<Listing, 'listingAction' | 'status'>) {
  const wrongClose = listing.listingAction === 'RENT' ? 'sold' : 'rented';
  return OWNER_STATUSES.filter((status) => status !== wrongClose || status === listing.status);
}

function StatusControl({ listing }: { listing: Listing }) {
  const { t } = useTranslation(['listings', 'errors']);
  const change = useChangeListingStatus();
  // Until the list comes back, the choice just made is what the control shows.
  const shown = change.isPending ? change.variables.status : listing.status;
  const onChange = (status: ListingStatus) =>
    change.mutate(
      { id: listing.id, status },
      {
        onSuccess: () => notify('success', t('mine.statusChanged', { status: t(`status.${status}`) })),
        onError: (error) => notify('error', translateApiError(t, error)),
      },
    );
  return (
    <label className="flex flex-col gap-1 text-xs font-medium text-slate-600 dark:text-slate-300">
      {t('mine.status')}
      <Select
        value={shown}
        disabled={change.isPending}
        data-testid="my-listing-status-select"
        onChange={(event) => onChange(event.target.value as ListingStatus)}
      >
        {ownerStatusesFor(listing).map((status) => (
          <option key={status} value={status}>
            {t(`status.${status}`)}
          </option>
        ))}
      </Select>
    </label>
  );
}

/** An active listing's date: how many days are left once it is close, else the day itself. */
function ExpiryItem({ listing }: { listing: OwnListing }) {
  const { t, i18n } = useTranslation('listings');
  const days = daysLeft(listing);
  if (days === null) return null;
  const soon = days <= LISTING_EXPIRY_NOTICE_DAYS;
  return (
    <li
      data-testid="my-listing-expires"
      className={`flex items-center gap-1.5 ${soon ? 'font-semibold text-orange-800 dark:text-orange-200' : ''}`}
    >
      <CalendarClock aria-hidden className="h-4 w-4" />
      {soon
        ? t('mine.expiresIn', { count: days })
        : t('mine.expiresOn', { date: formatDate(i18n.language, listing.expiresAt.slice(0, 10)) })}
    </li>
  );
}

/**
 * One of my listings: photo, state, price, how it does, and everything I can do with it.
 * `highlighted`: the row a link pointed at (the expiry notice's).
 */
export function MyListingRow({
  listing,
  highlighted = false,
}: {
  listing: OwnListing;
  highlighted?: boolean;
}) {
  const { t, i18n } = useTranslation(['listings', 'listing-fields']);
  const href = listingHref(listing.id);
  return (
    <Card
      data-testid="my-listing"
      data-highlighted={highlighted || undefined}
      className={`flex flex-col gap-4 p-3 sm:p-4 md:flex-row ${highlighted ? 'ring-2 ring-brand-600 dark:ring-brand-400' : ''}`}
    >
      <div className="flex min-w-0 flex-1 gap-3 sm:gap-4">
        <Link to={href} tabIndex={-1} aria-hidden className="w-28 shrink-0 sm:w-44">
          <ListingCover listing={listing} className="rounded-xl" />
        </Link>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:gap-2">
          <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
            <span
              data-testid="my-listing-status"
              className={`rounded-full px-2.5 py-0.5 ${STATUS_COLOURS[listing.status]}`}
            >
              {t(`status.${listing.status}`)}
            </span>
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-brand-800 dark:bg-brand-950 dark:text-brand-200">
              {t(`listing-fields:values.listingAction.${listing.listingAction}`)}
            </span>
            <span className="text-slate-500 dark:text-slate-400">{t(typeLabelKey(listing.category))}</span>
          </div>
          <h2
            dir="auto"
            className="font-semibold break-words text-match-parent text-slate-900 sm:text-lg dark:text-white"
          >
            <Link to={href} className="underline-offset-2 hover:underline">
              {listing.title}
            </Link>
          </h2>
          <ListingPrice
            price={listing.price}
            currency={listing.currency}
            testId="my-listing-price"
            className="font-extrabold text-brand-700 sm:text-lg dark:text-brand-300"
          />
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-300">
            <li className="flex items-center gap-1.5" data-testid="my-listing-views">
              <Eye aria-hidden className="h-4 w-4" />
              {t('mine.views', { count: listing.views })}
            </li>
            <li className="flex items-center gap-1.5" data-testid="my-listing-saves">
              <Heart aria-hidden className="h-4 w-4" />
              {t('mine.saves', { count: listing.favorites })}
            </li>
            <li className="flex items-center gap-1.5" data-testid="my-listing-created">
              <CalendarDays aria-hidden className="h-4 w-4" />
              {t('mine.created', { date: formatDate(i18n.language, listing.createdAt.slice(0, 10)) })}
            </li>
            <ExpiryItem listing={listing} />
          </ul>
          <ModerationNotice listing={listing} />
          {listing.status === 'expired' && (
            <p className="text-sm text-orange-800 dark:text-orange-200">{t('mine.expiredNote')}</p>
          )}
        </div>
      </div>
      <div className="flex flex-col gap-2 md:w-56 md:shrink-0">
        {/* A pending listing waits for the admins: its owner cannot publish or close it. */}
        {renewable(listing) && <RenewButton listing={listing} />}
        {listing.status !== 'pending' && listing.status !== 'expired' && <StatusControl listing={listing} />}
        <div className="grid grid-cols-3 gap-2 md:grid-cols-2">
          <Link to={href} data-testid="my-listing-view" className={buttonClasses('secondary')}>
            <Eye aria-hidden className="h-4 w-4" />
            {t('mine.view')}
          </Link>
          <Link to={`${href}/edit`} data-testid="my-listing-edit" className={buttonClasses('secondary')}>
            <Pencil aria-hidden className="h-4 w-4" />
            {t('mine.edit')}
          </Link>
          {/* Under the others on a wide screen, at the end of the row: the least used action. */}
          <div className="grid md:col-span-2 md:justify-items-end">
            <DeleteListingDialog listing={listing} onDeleted={() => undefined} />
          </div>
        </div>
      </div>
    </Card>
  );
}
