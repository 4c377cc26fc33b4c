import { KeyRound, LayoutList, Settings, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

const LINKS = [
  { to: '/profile', key: 'profile', icon: UserRound, end: true },
  { to: '/profile/listings', key: 'listings', icon: LayoutList, end: false },
  { to: '/profile/password', key: 'password', icon: KeyRound, end: false },
  { to: '/settings', key: 'settings', icon: Settings, end: false },
] as const;

/** Tabs between the signed-in user's own pages; they scroll sideways on a phone. */
export function AccountNav() {
  const { t } = useTranslation('account');
  return (
    <nav aria-label={t('nav.label')} data-testid="account-nav" className="-mx-4 overflow-x-auto px-4">
      <ul className="flex min-w-max gap-1 border-b border-slate-200 dark:border-slate-800">
        {LINKS.map(({ to, key, icon: Icon, end }) => (
          <li key={key}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                `-mb-px flex h-11 items-center gap-2 border-b-2 px-3 text-sm font-semibold transition-colors ${
                  isActive
                    ? 'border-brand-700 text-brand-800 dark:border-brand-400 dark:text-brand-200'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-300 dark:hover:border-slate-600 dark:hover:text-white'
                }`
              }
            >
              <Icon aria-hidden className="h-4 w-4" />
              {t(`nav.${key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The frame of the signed-in user's pages: title, lead, the tabs, then the page. */
export function AccountFrame({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white">{title}</h1>
        {lead && <p className="max-w-3xl text-slate-600 dark:text-slate-300">{lead}</p>}
      </header>
      <AccountNav />
      {children}
    </div>
  );
}
