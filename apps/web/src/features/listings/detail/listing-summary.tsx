import type { Listing } from '@souqna/contracts';
import { CalendarDays, Eye, EyeOff, MapPin } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/lib/format';
import { ListingPrice } from '../../../shared/listing/listing-price';
import { placeName } from '../../../shared/listing/location-names';
import { StatusBadge } from './status-badge';

// Only a rejected listing's owner (and admins) read why: not the page's first load for everyone.
const ModerationNotice = lazy(() =>
  import('../components/moderation-notice').then((module) => ({ default: module.ModerationNotice })),
);

/** Title, price in the listing's own currency, sale or rent, status, place, date and views. */
export function ListingSummary({ listing }: { listing: Listing }) {
  const { t, i18n } = useTranslation(['listing-detail', 'listing-fields']);
  const language = i18n.language;
  const closed = listing.status === 'sold' || listing.status === 'rented';
  const hidden = listing.status === 'inactive' || listing.status === 'pending';

  return (
    <div className="flex flex-col gap-3">
      {listing.rejection ? (
        <Suspense fallback={null}>
          <ModerationNotice listing={listing} />
        </Suspense>
      ) : (
        hidden && (
          <p
            role="note"
            data-testid="listing-status-note"
            className="flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/60 dark:text-amber-100"
          >
            <EyeOff aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
            {t(`statusNote.${listing.status}`)}
          </p>
        )
      )}
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 dark:bg-brand-950 dark:text-brand-200">
          {t(`listing-fields:values.listingAction.${listing.listingAction}`)}
        </span>
        <StatusBadge status={listing.status} testId="listing-status-badge" />
      </div>
      <h1
        dir="auto"
        className="text-2xl font-bold tracking-tight break-words text-match-parent text-slate-900 sm:text-3xl dark:text-white"
      >
        {listing.title}
      </h1>
      <ListingPrice
        price={listing.price}
        currency={listing.currency}
        testId="listing-price"
        hintSize="min-h-6 text-base leading-6"
        className={`text-3xl font-extrabold text-brand-700 dark:text-brand-300 ${closed ? 'opacity-70' : ''}`}
      />
      <ul className="flex flex-col gap-1.5 text-sm text-slate-600 dark:text-slate-300">
        <li className="flex items-center gap-2">
          <MapPin aria-hidden className="h-4 w-4 shrink-0" />
          <span dir="auto" data-testid="listing-place">
            {placeName(listing, language)}
          </span>
        </li>
        <li className="flex items-center gap-2">
          <CalendarDays aria-hidden className="h-4 w-4 shrink-0" />
          {t('meta.listed', { date: formatDate(language, listing.createdAt.slice(0, 10)) })}
        </li>
        <li className="flex items-center gap-2" data-testid="listing-views">
          <Eye aria-hidden className="h-4 w-4 shrink-0" />
          {t('meta.views', { count: listing.views })}
        </li>
      </ul>
    </div>
  );
}
