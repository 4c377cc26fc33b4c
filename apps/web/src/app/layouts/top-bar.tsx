import { Menu } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { whenIdle } from '../../shared/lib/idle-preload';
import { useSession } from '../../shared/lib/session';
import { Logo } from '../../shared/ui/logo';
import { AuthLinks, NavLinks } from './nav-links';
import { LanguageSwitcher, ThemeToggle } from './preferences';
import { SearchBar } from './search-bar';

const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(loadMobileMenu);
const AccountMenus = lazy(() => import('./account-menus'));
const UnreadDot = lazy(() => import('../../features/messages/components/unread-dot'));

/** Where the account menus will be while the session is checked or their code arrives. */
function AccountPlaceholder() {
  return (
    <span
      aria-hidden="true"
      data-testid="account-placeholder"
      className="mx-1 h-8 w-8 animate-pulse rounded-full bg-slate-200 dark:bg-slate-800"
    />
  );
}

/** Signed in: the account menus; signed out: Login and Register. */
function AccountArea() {
  const { status, user } = useSession();
  if (status === 'loading') return <AccountPlaceholder />;
  if (!user) return <AuthLinks />;
  return (
    <Suspense fallback={<AccountPlaceholder />}>
      <AccountMenus user={user} />
    </Suspense>
  );
}

export function TopBar() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const onOpenChange = useCallback((next: boolean) => setOpen(next), []);
  const signedIn = useSession().user !== null;

  // On a phone, fetch the menu's code while the browser is idle so the first tap opens at once.
  useEffect(() => {
    if (!window.matchMedia?.('(max-width: 767px)').matches) return;
    return whenIdle(() => void loadMobileMenu(), 4000);
  }, []);

  return (
    <header
      data-testid="top-bar"
      className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/90 backdrop-blur-md supports-[backdrop-filter]:bg-white/80 dark:border-slate-800 dark:bg-slate-950/90 dark:supports-[backdrop-filter]:bg-slate-950/80"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-3 px-4 py-3 xl:flex-nowrap xl:gap-x-4">
        <Link to="/" aria-label={t('nav.home')} className="shrink-0 rounded-xl">
          <Logo oneName="tablet" />
        </Link>
        <nav aria-label={t('nav.main')} className="hidden items-center gap-1 md:flex">
          <NavLinks />
        </nav>
        {/* Its own row between the mobile breakpoint and 1280 px, inline beyond. */}
        <div className="order-last hidden min-w-0 basis-full md:flex xl:order-none xl:flex-1 xl:basis-auto">
          <SearchBar />
        </div>
        <div className="ms-auto flex shrink-0 items-center gap-1 xl:ms-0">
          <div className="hidden md:block">
            <LanguageSwitcher compact />
          </div>
          <ThemeToggle />
          <div className="hidden items-center gap-1 md:flex">
            <AccountArea />
          </div>
          <button
            type="button"
            aria-label={t('nav.openMenu')}
            aria-expanded={open}
            aria-haspopup="dialog"
            data-testid="mobile-menu-button"
            onPointerEnter={() => void loadMobileMenu()}
            onClick={() => {
              setMenuWanted(true);
              setOpen(true);
            }}
            className="relative flex h-10 w-10 items-center justify-center rounded-xl text-slate-700 hover:bg-slate-100 md:hidden dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <Menu aria-hidden className="h-6 w-6" />
            {signedIn && (
              <Suspense>
                <UnreadDot />
              </Suspense>
            )}
          </button>
        </div>
      </div>
      {menuWanted && (
        <Suspense>
          <MobileMenu open={open} onOpenChange={onOpenChange} />
        </Suspense>
      )}
    </header>
  );
}
