import { Copy, MessageCircle, Send, ThumbsUp } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../shared/lib/toast';
import { buttonClasses } from '../../../shared/ui/button';
import { shareLinks } from './share-links';

const ITEM =
  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100 dark:text-slate-100 dark:data-[highlighted]:bg-slate-800';

/**
 * The share menu where the device has no share sheet: copy link, WhatsApp, Telegram and Facebook.
 * `ShareButton` loads it with its first use and mounts it open; from then on it is the button.
 */
export default function ShareMenu({ url, title, label }: { url: string; title: string; label: ReactNode }) {
  const { t } = useTranslation('listing-detail');
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
    <DropdownMenu.Root defaultOpen>
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
