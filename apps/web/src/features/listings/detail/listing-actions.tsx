import type { Listing } from '@souqna/contracts';
import { Flag, Info, MessageCircle, MessageSquare, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../../shared/lib/session';
import { buttonClasses } from '../../../shared/ui/button';
import { FavoriteButton } from '../../favorites';
import { ReportButton } from './report-button';
import { telHref, whatsappHref } from './seller-contact';
import { listingUrl } from './share-links';
import { ShareButton } from './share-button';

/**
 * What a reader can do: call or WhatsApp the seller (only when the seller shows a phone; the API
 * sends one only then), message (the conversation about this listing opens, a new one with its
 * first words written; a visitor logs in first), share and report. Without a phone, a note says how the seller can be reached.
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
        <>
          <a
            href={telHref(phone)}
            data-testid="listing-call"
            className={`${buttonClasses('primary', 'lg')} w-full`}
          >
            <Phone aria-hidden className="h-5 w-5" />
            <span className="sr-only">{t('actions.call')}</span>
            <span dir="ltr">{phone}</span>
          </a>
          <a
            href={whatsappHref(
              phone,
              t('actions.whatsappText', { title: listing.title, url: listingUrl(listing.id) }),
            )}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="listing-whatsapp"
            className={`${buttonClasses('secondary', 'lg')} w-full`}
          >
            <MessageCircle aria-hidden className="h-5 w-5" />
            {t('actions.whatsapp')}
          </a>
        </>
      )}
      {!phone && !own && (
        <p
          role="note"
          data-testid="listing-contact-note"
          className="flex items-start gap-2 rounded-xl bg-slate-100 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200"
        >
          <Info aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          {t(allowMessaging ? 'actions.prefersMessages' : 'actions.noContact')}
        </p>
      )}
      {!own && allowMessaging && (
        <Link
          to={user ? `/messages?listing=${listing.id}&seller=${listing.userId}` : toLogin}
          data-testid="listing-message"
          className={`${buttonClasses(phone ? 'secondary' : 'primary', 'lg')} w-full`}
        >
          <MessageSquare aria-hidden className="h-5 w-5" />
          {t('actions.message')}
        </Link>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          {!own && <FavoriteButton listing={listing} variant="full" />}
          <ShareButton id={listing.id} title={listing.title} />
        </div>
        {!own &&
          (user ? (
            <ReportButton listingId={listing.id} />
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
