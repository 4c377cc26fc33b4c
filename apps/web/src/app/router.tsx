import {
  createBrowserRouter,
  createMemoryRouter,
  Navigate,
  useParams,
  useSearchParams,
  type RouteObject,
} from 'react-router';
import { PageErrorScreen } from './error-screens';
import { RootLayout, ShellFallback, type RouteHandle } from './layouts/root-layout';
import type { ComingSoonFeature } from './routes/coming-soon';
import { NotFoundPage } from './routes/not-found-page';

/**
 * A route that a later issue builds: lazily loaded, honest about not being there yet. A `null`
 * path makes it the index of its parent.
 */
function soon(path: string | null, feature: ComingSoonFeature, handle: RouteHandle = {}): RouteObject {
  const route = {
    handle: { title: `comingSoon.features.${feature}`, ...handle } satisfies RouteHandle,
    lazy: async () => {
      const { ComingSoonPage } = await import('./routes/coming-soon');
      return { element: <ComingSoonPage feature={feature} /> };
    },
  };
  return path === null ? { ...route, index: true } : { ...route, path };
}

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

function ListingRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={`/listings/${encodeURIComponent(id)}`} replace />;
}

/** `/listings` goes home, except `/listings?match=true` (matches of the user's saved searches). */
function ListingsIndex({ matches }: { matches: React.ReactNode }) {
  const [params] = useSearchParams();
  return params.get('match') === 'true' ? matches : <Navigate to="/" replace />;
}

const BARE = { bare: true } satisfies RouteHandle;

/** Every route of spec section 2, with DESIGN.md section 4's redirects. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: ShellFallback,
    // Last resort when the layout itself fails; pages fail inside the layout below.
    errorElement: <PageErrorScreen />,
    children: [
      {
        errorElement: <PageErrorScreen />,
        children: [
          // public
          page('/', undefined, () => import('./routes/home/home-page')),
          soon('/login', 'login'),
          soon('/register', 'register'),
          soon('/password-reset', 'passwordReset'),
          soon('/password-reset-verification', 'passwordReset'),
          soon('/verify-email', 'verifyEmail'),
          soon('/verify-code', 'verifyEmail'),
          soon('/search', 'search'),
          soon('/listings/:id', 'listing'),
          soon('/vehicles', 'vehicles'),
          soon('/realestate', 'realEstate'),
          soon('/listingsuccess', 'listingSuccess'),
          soon('/profile/:userId', 'publicProfile'),
          soon('/users/:userId', 'publicProfile'),
          page('/about', 'footer.about', () => import('./routes/about-page')),
          page('/contact', 'footer.contact', () => import('./routes/contact-page')),
          page('/privacy-policy', 'footer.privacy', () => import('./routes/privacy-page')),
          page('/terms', 'footer.terms', () => import('./routes/terms-page')),
          // signed in (the accounts issue adds the guards)
          {
            path: '/profile',
            children: [soon(null, 'profile'), soon('listings', 'myListings'), soon('password', 'password')],
          },
          soon('/settings', 'settings'),
          soon('/listings/create', 'createListing'),
          soon('/listings/:id/edit', 'editListing'),
          soon('/saved-listings', 'savedListings'),
          // Messages drop the footer and the page padding (spec section 2).
          soon('/messages', 'messages', BARE),
          soon('/messages/:chatId', 'messages', BARE),
          // admin
          soon('/admin/contact-submissions', 'adminContact'),
          soon('/admin/users', 'adminUsers'),
          soon('/admin/newsletter', 'adminNewsletter'),
          // other readings of the same places
          {
            path: '/listings',
            handle: { title: 'comingSoon.features.matches' } satisfies RouteHandle,
            lazy: async () => {
              const { ComingSoonPage } = await import('./routes/coming-soon');
              return { element: <ListingsIndex matches={<ComingSoonPage feature="matches" />} /> };
            },
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
