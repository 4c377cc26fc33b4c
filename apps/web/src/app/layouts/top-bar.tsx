import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Logo } from '../../shared/ui/logo';
import { LanguageSwitcher, ThemeToggle } from './preferences';
import { SearchBar } from './search-bar';

const NAV_LINK = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-semibold ${isActive ? 'text-brand-700 dark:text-brand-500' : 'text-slate-700 hover:text-brand-700 dark:text-slate-200'}`;

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <NavLink to="/vehicles" className={NAV_LINK} onClick={onNavigate}>
        {t('nav.vehicles')}
      </NavLink>
      <NavLink to="/realestate" className={NAV_LINK} onClick={onNavigate}>
        {t('nav.realEstate')}
      </NavLink>
    </>
  );
}

function AuthLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Link
        to="/login"
        onClick={onNavigate}
        className="rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        {t('nav.login')}
      </Link>
      <Link
        to="/register"
        onClick={onNavigate}
        className="rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {t('nav.register')}
      </Link>
    </>
  );
}

export function TopBar() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3">
        <Link to="/" aria-label={t('nav.home')} className="shrink-0">
          <Logo />
        </Link>
        <nav aria-label={t('nav.main')} className="hidden items-center md:flex">
          <NavLinks />
        </nav>
        {/* Its own row between the mobile breakpoint and 1024 px, inline beyond. */}
        <div className="order-last hidden min-w-0 basis-full md:flex lg:order-none lg:flex-1 lg:basis-0">
          <SearchBar />
        </div>
        <div className="ms-auto flex items-center gap-1 md:gap-2">
          <div className="hidden md:block">
            <LanguageSwitcher />
          </div>
          <ThemeToggle />
          <div className="hidden items-center gap-2 md:flex">
            <AuthLinks />
          </div>
          <button
            type="button"
            aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={open}
            aria-controls="mobile-menu"
            data-testid="mobile-menu-button"
            onClick={() => setOpen(!open)}
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 md:hidden dark:text-slate-200 dark:hover:bg-slate-800"
          >
            {open ? <X aria-hidden className="h-6 w-6" /> : <Menu aria-hidden className="h-6 w-6" />}
          </button>
        </div>
      </div>
      {open && (
        <div id="mobile-menu" className="border-t border-slate-200 px-4 py-4 md:hidden dark:border-slate-800">
          <div className="flex flex-col gap-4">
            <SearchBar layout="stack" onSearch={close} />
            <nav aria-label={t('nav.main')} className="flex flex-col">
              <NavLinks onNavigate={close} />
            </nav>
            <LanguageSwitcher />
            <div className="flex gap-2">
              <AuthLinks onNavigate={close} />
            </div>
          </div>
        </div>
      )}
    </header>
  );
}
