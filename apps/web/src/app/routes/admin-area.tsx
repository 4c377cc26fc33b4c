import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { ADMIN_HOME, ADMIN_PAGES, AdminLayout, type AdminPage } from '../../features/admin';
import { usePageTitle } from '../../shared/lib/page-title';
import { PageSkeleton } from '../../shared/ui/skeleton';
import { NotFoundPage } from './not-found-page';

const PAGES = ADMIN_PAGES.map((page) => ({ page, Component: lazy(page.load) }));

/** One admin page: its module loads on its first visit, its static title names the tab. */
function AdminRoute({ page, Component }: { page: AdminPage; Component: ComponentType }) {
  const { t } = useTranslation('admin');
  usePageTitle(page.title ? t(page.title) : undefined);
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Component />
    </Suspense>
  );
}

const BUILT = new Set(ADMIN_PAGES.map(({ path }) => path));

/**
 * The routes below `/admin/`, as objects: `useRoutes` is what the router itself runs, where
 * `<Routes>` would add its JSX reader to the vendor chunk every public page loads.
 */
const ROUTES: RouteObject[] = [
  ...(BUILT.has('') ? [] : [{ index: true, element: <Navigate to={ADMIN_HOME} replace /> }]),
  ...PAGES.map(({ page, Component }) => {
    const element = <AdminRoute page={page} Component={Component} />;
    return page.path === '' ? { index: true, element } : { path: page.path, element };
  }),
  { path: '*', element: <NotFoundPage /> },
];

/**
 * Everything below `/admin/`: the router reaches it through one lazy `/admin/*` route behind the
 * admin guard, so neither the admin pages nor their list weigh on a public page's first load.
 */
export default function AdminArea() {
  return <AdminLayout>{useRoutes(ROUTES)}</AdminLayout>;
}
