import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ADMIN_PAGES } from './admin-nav';

const LINK =
  'flex shrink-0 items-center gap-2 rounded-xl px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-brand-600';
const IDLE = 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';
const ACTIVE = 'bg-brand-50 text-brand-800 dark:bg-brand-950 dark:text-brand-200';

/**
 * The admin area: a side column of links at desktop width; below it (768 px tablets) the same
 * links as one scrolling row above the page, so the tables keep the whole width.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <div
      data-testid="admin-shell"
      className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 lg:flex-row"
    >
      <nav
        aria-label={t('nav.label')}
        className="-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 pb-2 lg:sticky lg:top-20 lg:mx-0 lg:w-56 lg:shrink-0 lg:flex-col lg:self-start lg:overflow-visible lg:border-e lg:border-b-0 lg:px-0 lg:pe-4 dark:border-slate-800"
      >
        {ADMIN_PAGES.flatMap(({ path, title, nav }) =>
          nav && title
            ? [
                <NavLink
                  key={path}
                  to={path ? `/admin/${path}` : '/admin'}
                  end={path === ''}
                  data-testid={`admin-nav-${path || 'dashboard'}`}
                  className={({ isActive }) => `${LINK} ${isActive ? ACTIVE : IDLE}`}
                >
                  <nav.icon aria-hidden className="h-4 w-4 shrink-0" />
                  {t(title)}
                </NavLink>,
              ]
            : [],
        )}
      </nav>
      <div className="flex min-w-0 flex-1 flex-col gap-4">{children}</div>
    </div>
  );
}
