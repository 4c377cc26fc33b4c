import { Share2 } from 'lucide-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../shared/ui/button';
import { OnDemand } from '../../../shared/ui/on-demand';
import { listingUrl } from './share-links';

// The menu and its positioning library are a fifth of the listing page's code: not first load.
const loadShareMenu = () => import('./share-menu');
const ShareMenu = lazy(loadShareMenu);

/**
 * Share: the device's own share sheet where there is one (phones), otherwise a menu with copy
 * link, WhatsApp, Telegram and Facebook, opened by the first click.
 */
export function ShareButton({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation('listing-detail');
  const url = listingUrl(id);
  const label = (
    <>
      <Share2 aria-hidden className="h-4 w-4" />
      {t('share.open')}
    </>
  );
  const button = (onClick?: () => void) => (
    <button
      type="button"
      data-testid="listing-share"
      className={buttonClasses('secondary')}
      onClick={onClick}
    >
      {label}
    </button>
  );

  // Closing the sheet without sharing rejects; there is nothing to tell anyone then.
  if (typeof navigator.share === 'function')
    return button(() => void navigator.share({ title, url }).catch(() => undefined));
  return (
    <OnDemand load={loadShareMenu} trigger={button}>
      <ShareMenu url={url} title={title} label={label} />
    </OnDemand>
  );
}
