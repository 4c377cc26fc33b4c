import { Building2, Car } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { buttonClasses } from '../../shared/ui/button';

const NAV = [
  { to: '/vehicles', key: 'nav.vehicles', Icon: Car },
  { to: '/realestate', key: 'nav.realEstate', Icon: Building2 },
] as const;

/** Vehicles and Real Estate: inline in the top bar, full width in the mobile menu. */
export function NavLinks({ onNavigate, stacked = false }: { onNavigate?: () => void; stacked?: boolean }) {
  const { t } = useTranslation();
  return NAV.map(({ to, key, Icon }) => (
    <NavLink
      key={to}
      to={to}
      onClick={onNavigate}
      className={({ isActive }) =>
        `flex items-center gap-2 rounded-xl font-semibold whitespace-nowrap transition-colors ${stacked ? 'h-12 px-3 text-base' : 'h-10 px-3 text-sm md:max-lg:px-2'} ${
          isActive
            ? 'bg-brand-50 text-brand-800 dark:bg-brand-900/40 dark:text-brand-200'
            : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white'
        }`
      }
    >
      <Icon aria-hidden className={stacked ? 'h-5 w-5 text-brand-700 dark:text-brand-300' : 'hidden'} />
      {t(key)}
    </NavLink>
  ));
}

/** Signed out: Login and Register, both bringing the visitor back to the page they were on. */
export function AuthLinks({ onNavigate, stacked = false }: { onNavigate?: () => void; stacked?: boolean }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const size = stacked ? 'lg' : 'md';
  // Stacked (the mobile menu), the two share a row, equally wide, while both labels fit whole; when
  // they do not ("Iniciar sesión" and "Registrarse" at 375 px) each takes a row of its own.
  const width = stacked ? 'min-w-fit grow basis-0' : '';
  const back =
    pathname === '/' || /^\/(login|register|verify|password-reset)/.test(pathname)
      ? ''
      : `?redirect=${encodeURIComponent(pathname + search)}`;
  return (
    <>
      <Link
        to={`/login${back}`}
        onClick={onNavigate}
        className={`${buttonClasses(stacked ? 'secondary' : 'ghost', size)} ${width}`}
      >
        {t('nav.login')}
      </Link>
      <Link
        to={`/register${back}`}
        onClick={onNavigate}
        className={`${buttonClasses('primary', size)} ${width}`}
      >
        {t('nav.register')}
      </Link>
    </>
  );
}
