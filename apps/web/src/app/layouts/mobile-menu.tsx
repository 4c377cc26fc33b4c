import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/lib/session';
import { Logo } from '../../shared/ui/logo';
import { MobileAccountLinks } from './account-links';
import { AuthLinks, NavLinks } from './nav-links';
import { LanguageSwitcher, ThemeChoice } from './preferences';
import { SearchBar } from './search-bar';

const DESKTOP = '(min-width: 768px)';

/**
 * The menu below 768 px: a sheet from the inline end with search, navigation, language, theme and
 * the account links (Login and Register, or everything the signed-in top bar offers). Loaded on first use, so the home page's first load never carries the dialog.
 */
export default function MobileMenu({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const close = () => onOpenChange(false);

  // Turning a tablet to landscape shows the full top bar: the sheet has nothing left to do.
  useEffect(() => {
    const query = window.matchMedia?.(DESKTOP);
    if (!query) return;
    const onChange = () => query.matches && onOpenChange(false);
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, [onOpenChange]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fade-in fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-sm" />
        <Dialog.Content
          id="mobile-menu"
          data-testid="mobile-menu"
          aria-describedby={undefined}
          className="sheet fixed inset-y-0 end-0 z-50 flex w-[min(24rem,calc(100vw-3rem))] flex-col overflow-y-auto bg-white shadow-2xl focus:outline-none dark:bg-slate-900"
        >
          <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
            <Logo oneName="narrow" />
            <Dialog.Title className="sr-only">{t('nav.menu')}</Dialog.Title>
            <Dialog.Close
              aria-label={t('nav.closeMenu')}
              className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <X aria-hidden className="h-6 w-6" />
            </Dialog.Close>
          </div>
          <div className="flex flex-1 flex-col gap-6 px-4 py-5">
            <SearchBar layout="stack" onSearch={close} />
            <nav aria-label={t('nav.main')} className="flex flex-col gap-1">
              <NavLinks stacked onNavigate={close} />
            </nav>
            <div className="flex flex-col gap-4 border-t border-slate-200 pt-5 dark:border-slate-800">
              <LanguageSwitcher />
              <ThemeChoice />
            </div>
            {user ? (
              <MobileAccountLinks user={user} onNavigate={close} />
            ) : (
              <div data-testid="mobile-auth" className="mt-auto flex flex-wrap gap-2">
                <AuthLinks stacked onNavigate={close} />
              </div>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
