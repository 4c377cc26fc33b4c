import {
  Bell,
  Heart,
  LayoutList,
  LogOut,
  MessageCircle,
  PlusCircle,
  Settings,
  UserRound,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import type { CurrentUser } from '@souqna/contracts';
import { signOut } from '../../shared/lib/session';
import { notify } from '../../shared/lib/toast';

/** The listings menu of spec section 2's top bar. */
export const LISTING_LINKS = [
  { to: '/listings/create', key: 'auth:menu.createListing', Icon: PlusCircle },
  { to: '/profile/listings', key: 'auth:menu.myListings', Icon: LayoutList },
  { to: '/saved-listings', key: 'auth:menu.savedListings', Icon: Heart },
] as const;

/** The profile menu, above Logout. */
export const PROFILE_LINKS = [
  { to: '/profile', key: 'auth:menu.profile', Icon: UserRound },
  { to: '/settings', key: 'auth:menu.settings', Icon: Settings },
] as const;

/** The profile picture, or the first letter of the name (or email) on the brand colour. */
export function Avatar({ user, size = 'md' }: { user: CurrentUser; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'h-11 w-11 text-lg' : 'h-8 w-8 text-sm';
  if (user.profilePicture) {
    return (
      <img
        src={user.profilePicture}
        alt=""
        data-testid="avatar"
        className={`${box} shrink-0 rounded-full object-cover ring-2 ring-white dark:ring-slate-900`}
      />
    );
  }
  const letter = Array.from((user.name || user.email).trim())[0]?.toLocaleUpperCase() ?? '?';
  return (
    <span
      aria-hidden="true"
      data-testid="avatar"
      className={`${box} flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white ring-2 ring-white dark:bg-brand-500 dark:text-slate-950 dark:ring-slate-900`}
    >
      {letter}
    </span>
  );
}

/** Logout from a menu: home first (a signed-in page would only ask to log in), then the session ends. */
export function useLogout() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  return async () => {
    await navigate('/');
    await signOut();
    notify('success', t('auth:menu.loggedOut'));
  };
}

const ROW =
  'flex h-12 items-center gap-3 rounded-xl px-3 text-base font-semibold text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white';
const ICON = 'h-5 w-5 shrink-0 text-brand-700 dark:text-brand-300';

/** Everything the signed-in top bar offers, stacked for the mobile menu. */
export function MobileAccountLinks({ user, onNavigate }: { user: CurrentUser; onNavigate: () => void }) {
  const { t } = useTranslation(['auth', 'common']);
  const logout = useLogout();
  const link = ({ to, key, Icon }: { to: string; key: string; Icon: typeof Bell }) => (
    <NavLink
      key={to}
      to={to}
      end
      onClick={onNavigate}
      className={({ isActive }) => `${ROW} ${isActive ? 'bg-brand-50 dark:bg-brand-900/40' : ''}`}
    >
      <Icon aria-hidden className={ICON} />
      {t(key)}
    </NavLink>
  );
  return (
    <div
      className="flex flex-col gap-4 border-t border-slate-200 pt-5 dark:border-slate-800"
      data-testid="mobile-account"
    >
      <Link
        to="/profile"
        onClick={onNavigate}
        className="flex items-center gap-3 rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60"
      >
        <Avatar user={user} size="lg" />
        <span className="flex min-w-0 flex-col">
          <span
            dir="auto"
            className="truncate font-semibold text-match-parent text-slate-900 dark:text-white"
          >
            {user.name}
          </span>
          <span dir="ltr" className="truncate text-match-parent text-sm text-slate-500 dark:text-slate-400">
            {user.email}
          </span>
        </span>
      </Link>
      <nav aria-label={t('auth:menu.listingsMenu')} className="flex flex-col gap-1">
        {LISTING_LINKS.map(link)}
        {link({ to: '/messages', key: 'auth:menu.messages', Icon: MessageCircle })}
        {link({ to: '/notifications', key: 'auth:menu.notifications', Icon: Bell })}
      </nav>
      <nav aria-label={t('auth:menu.account')} className="flex flex-col gap-1">
        {PROFILE_LINKS.map(link)}
        <button
          type="button"
          data-testid="mobile-logout"
          onClick={() => {
            onNavigate();
            void logout();
          }}
          className={`${ROW} text-red-700 dark:text-red-400`}
        >
          <LogOut aria-hidden className="h-5 w-5 shrink-0 rtl:-scale-x-100" />
          {t('auth:menu.logout')}
        </button>
      </nav>
    </div>
  );
}
