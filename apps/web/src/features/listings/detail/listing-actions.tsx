import type { Listing } from '@souqna/contracts';
import { Flag, MessageSquare, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../../shared/lib/session';
import { buttonClasses } from '../../../shared/ui/button';
import { SaveButton } from '../favorites/save-button';
import { ReportDialog } from './report-dialog';
import { ShareButton } from './share-button';

/**
 * What a reader can do: call (only when the seller shows a phone), message (until the messaging
 * issue lands it leads to the messages page, or to login first), share and report.
 */
export function ListingActions({ listing }: { listing: Listing }) {
  const { t } = useTranslation('listing-detail');
  const { user } = useSession();
  const { pathname } = useLocation();
  const own = user?.id === listing.userId;
  const toLogin = `/login?redirect=${encodeURIComponent(pathname)}`;
  const { phone, allowMessaging } = listing.seller;

  return (
    <div className="flex flex-col gap-2" data-testid="listing-actions">
      {phone && !own && (
        <a
          href={`tel:${phone.replace(/[^\d+]/g, '')}`}
          data-testid="listing-call"
          className={`${buttonClasses('primary', 'lg')} w-full`}
        >
          <Phone aria-hidden className="h-5 w-5" />
          <span className="sr-only">{t('actions.call')}</span>
          <span dir="ltr">{phone}</span>
        </a>
      )}
      {!own && allowMessaging && (
        <Link
          to={user ? '/messages' : toLogin}
          data-testid="listing-message"
          className={`${buttonClasses(phone ? 'secondary' : 'primary', 'lg')} w-full`}
        >
          <MessageSquare aria-hidden className="h-5 w-5" />
          {t('actions.message')}
        </Link>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          {!own && <SaveButton listing={listing} variant="full" />}
          <ShareButton id={listing.id} title={listing.title} />
        </div>
        {!own &&
          (user ? (
            <ReportDialog listingId={listing.id} />
          ) : (
            <Link to={toLogin} data-testid="listing-report" className={buttonClasses('ghost', 'sm')}>
              <Flag aria-hidden className="h-4 w-4" />
              {t('report.open')}
            </Link>
          ))}
      </div>
    </div>
  );
}
