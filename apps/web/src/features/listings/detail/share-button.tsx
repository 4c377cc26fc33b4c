import { Copy, MessageCircle, Send, Share2, ThumbsUp } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../shared/lib/toast';
import { buttonClasses } from '../../../shared/ui/button';
import { listingUrl, shareLinks } from './share-links';

const ITEM =
  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100 dark:text-slate-100 dark:data-[highlighted]:bg-slate-800';

/**
 * Share: the device's own share sheet where there is one (phones), otherwise a menu with copy
 * link, WhatsApp, Telegram and Facebook.
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

  if (typeof navigator.share === 'function') {
    return (
      <button
        type="button"
        data-testid="listing-share"
        className={buttonClasses('secondary')}
        // Closing the sheet without sharing rejects; there is nothing to tell anyone then.
        onClick={() => void navigator.share({ title, url }).catch(() => undefined)}
      >
        {label}
      </button>
    );
  }

  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => notify('success', t('share.copied')),
      () => notify('error', t('share.copyFailed')),
    );
  const links = shareLinks(url, title);
  const apps = [
    { key: 'whatsapp', href: links.whatsapp, Icon: MessageCircle },
    { key: 'telegram', href: links.telegram, Icon: Send },
    { key: 'facebook', href: links.facebook, Icon: ThumbsUp },
  ] as const;

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger data-testid="listing-share" className={buttonClasses('secondary')}>
        {label}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          data-testid="share-menu"
          className="fade-in z-50 min-w-52 rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <DropdownMenu.Item className={ITEM} onSelect={() => void copy()} data-testid="share-copy">
            <Copy aria-hidden className="h-4 w-4" />
            {t('share.copy')}
          </DropdownMenu.Item>
          {apps.map(({ key, href, Icon }) => (
            <DropdownMenu.Item key={key} asChild className={ITEM}>
              <a href={href} target="_blank" rel="noopener noreferrer" data-testid={`share-${key}`}>
                <Icon aria-hidden className="h-4 w-4" />
                {t(`share.${key}`)}
              </a>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
