import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { EXPIRED_PATH, useSession } from '../shared/lib/session';

/** What shows while the stored session is checked (spec section 1: a spinner meanwhile). */
export function SessionSpinner() {
  const { t } = useTranslation('auth');
  return (
    <div role="status" data-testid="session-spinner" className="flex justify-center px-4 py-24">
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-brand-600/20 border-t-brand-600 dark:border-brand-300/20 dark:border-t-brand-300"
      />
      <span className="sr-only">{t('menu.checkingSession')}</span>
    </div>
  );
}

function useLoginPath() {
  const { expired } = useSession();
  const { pathname, search, hash } = useLocation();
  return expired ? EXPIRED_PATH : `/login?redirect=${encodeURIComponent(pathname + search + hash)}`;
}

/** Signed-in routes: an anonymous visitor logs in first and comes back here. */
export function RequireUser() {
  const { status } = useSession();
  const login = useLoginPath();
  if (status === 'loading') return <SessionSpinner />;
  return status === 'authenticated' ? <Outlet /> : <Navigate to={login} replace />;
}

/** Admin routes: anonymous visitors log in first; a signed-in non-admin goes home (spec section 2). */
export function RequireAdmin() {
  const { status, user } = useSession();
  const login = useLoginPath();
  if (status === 'loading') return <SessionSpinner />;
  if (status === 'anonymous') return <Navigate to={login} replace />;
  return user?.role === 'ADMIN' ? <Outlet /> : <Navigate to="/" replace />;
}
