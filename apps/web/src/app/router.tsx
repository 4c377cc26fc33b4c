import {
  createBrowserRouter,
  createMemoryRouter,
  Navigate,
  Outlet,
  useParams,
  useSearchParams,
  type RouteObject,
} from 'react-router';
import { PageSkeleton } from '../shared/ui/skeleton';
import { PageErrorScreen } from './error-screens';
import { RootLayout, type RouteHandle } from './layouts/root-layout';
import { NotFoundPage } from './routes/not-found-page';

/** A built page: its module's default export, loaded when the route is first visited. */
const page = (
  path: string,
  title: string | undefined,
  load: () => Promise<{ default: React.ComponentType }>,
): RouteObject => ({
  path,
  handle: { title } satisfies RouteHandle,
  lazy: async () => ({ Component: (await load()).default }),
});

/** The guard of a group of routes (./guards), loaded with the first page behind it. */
const guard = (name: 'RequireUser' | 'RequireAdmin') => async () => ({
  Component: (await import('./guards'))[name],
});

function ListingRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={`/listings/${encodeURIComponent(id)}`} replace />;
}

/** `/listings` goes home, except `/listings?match=true` (matches of the user's saved searches). */
function ListingsIndex() {
  const [params] = useSearchParams();
  return params.get('match') === 'true' ? <Outlet /> : <Navigate to="/" replace />;
}

const BARE = { bare: true } satisfies RouteHandle;

/** Every route of spec section 2, with DESIGN.md section 4's redirects. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Last resort when the layout itself fails; pages fail inside the layout below.
    errorElement: <PageErrorScreen />,
    children: [
      {
        errorElement: <PageErrorScreen />,
        // The first page's code is awaited below the layout, so the top bar painted first is the
        // one that stays: a query typed into it meanwhile is not lost to a remount.
        HydrateFallback: PageSkeleton,
        children: [
          // public
          page('/', undefined, () => import('./routes/home/home-page')),
          page('/login', 'authTitles.login', () => import('../features/auth/pages/login-page')),
          page('/register', 'authTitles.register', () => import('../features/auth/pages/register-page')),
          page(
            '/password-reset',
            'authTitles.passwordReset',
            () => import('../features/auth/pages/password-reset-page'),
          ),
          page(
            '/password-reset-verification',
            'authTitles.passwordResetVerification',
            () => import('../features/auth/pages/password-reset-verification-page'),
          ),
          page(
            '/verify-email',
            'authTitles.verifyEmail',
            () => import('../features/auth/pages/verify-email-page'),
          ),
          page(
            '/newsletter/confirm',
            'pages:newsletter.title',
            () => import('../features/newsletter/pages/confirm-page'),
          ),
          page(
            '/unlock-account',
            'authTitles.unlockAccount',
            () => import('../features/auth/pages/unlock-account-page'),
          ),
          page(
            '/unsubscribe',
            'account:unsubscribe.title',
            () => import('../features/notifications/pages/unsubscribe-page'),
          ),
          page(
            '/verify-code',
            'authTitles.verifyCode',
            () => import('../features/auth/pages/verify-code-page'),
          ),
          page('/search', 'listing-browse:titles.search', () => import('./routes/browse/search-page')),
          page(
            '/listings/:id',
            'listing-detail:title',
            () => import('../features/listings/pages/listing-page'),
          ),
          page('/vehicles', 'listing-browse:titles.vehicles', () => import('./routes/browse/vehicles-page')),
          page(
            '/realestate',
            'listing-browse:titles.realEstate',
            () => import('./routes/browse/real-estate-page'),
          ),
          page(
            '/listingsuccess',
            'listing-form:success.title',
            () => import('../features/listings/pages/listing-success-page'),
          ),
          page(
            '/profile/:userId',
            'account:titles.publicProfile',
            () => import('./routes/public-profile-route'),
          ),
          page(
            '/users/:userId',
            'account:titles.publicProfile',
            () => import('./routes/public-profile-route'),
          ),
          page('/about', 'footer.about', () => import('./routes/about-page')),
          page('/contact', 'footer.contact', () => import('./routes/contact-page')),
          page('/privacy-policy', 'footer.privacy', () => import('./routes/privacy-page')),
          page('/terms', 'footer.terms', () => import('./routes/terms-page')),
          // signed in: an anonymous visitor logs in first and comes back here
          {
            lazy: guard('RequireUser'),
            children: [
              {
                path: '/profile',
                children: [
                  {
                    index: true,
                    handle: { title: 'account:titles.profile' } satisfies RouteHandle,
                    lazy: async () => ({
                      Component: (await import('../features/account/pages/profile-page')).default,
                    }),
                  },
                  page('listings', 'listings:mine.title', () => import('./routes/my-listings-route')),
                  page(
                    'password',
                    'account:titles.password',
                    () => import('../features/account/pages/password-page'),
                  ),
                ],
              },
              page(
                '/settings',
                'account:titles.settings',
                () => import('../features/account/pages/settings-page'),
              ),
              page(
                '/listings/create',
                'listing-form:titles.create',
                () => import('../features/listings/pages/create-listing-page'),
              ),
              page(
                '/listings/:id/edit',
                'listing-form:titles.edit',
                () => import('../features/listings/pages/edit-listing-page'),
              ),
              page(
                '/notifications',
                'account:center.title',
                () => import('../features/notifications/pages/notifications-page'),
              ),
              page(
                '/saved-listings',
                'listings:saved.title',
                () => import('../features/favorites/favorites-page'),
              ),
              // Messages drop the footer and the page padding (spec section 2).
              {
                path: '/messages',
                handle: { title: 'messages:title', ...BARE } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await import('../features/messages/pages/messages-page')).default,
                }),
                // The page reads the thread's id itself: list and thread stay one page, so
                // opening another thread keeps the list (and its search) where it is.
                children: [
                  { index: true, element: null },
                  { path: ':chatId', element: null },
                ],
              },
            ],
          },
          // admin: anonymous visitors log in first, other signed-in people go home; the area's
          // own routes load with its shell (features/admin/shell/admin-nav.ts says how to add one)
          {
            lazy: guard('RequireAdmin'),
            children: [
              {
                path: '/admin/*',
                lazy: async () => ({
                  Component: (await import('./routes/admin-area')).default,
                }),
              },
            ],
          },
          // other readings of the same places
          {
            path: '/listings',
            element: <ListingsIndex />,
            // The matches are the signed-in user's: a visitor logs in first and comes back here.
            children: [
              {
                lazy: guard('RequireUser'),
                children: [
                  {
                    index: true,
                    handle: { title: 'saved-searches:page.title' } satisfies RouteHandle,
                    lazy: async () => ({
                      Component: (await import('../features/saved-searches/matches-page')).default,
                    }),
                  },
                ],
              },
            ],
          },
          { path: '/real-estate', element: <Navigate to="/realestate" replace /> },
          { path: '/listing/:id', element: <ListingRedirect /> },
          { path: '/account/settings', element: <Navigate to="/settings" replace /> },
          { path: '*', handle: { title: 'notFound.title' } satisfies RouteHandle, element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
export const createTestRouter = (path: string) => createMemoryRouter(routes, { initialEntries: [path] });
