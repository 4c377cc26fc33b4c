import {
  createBrowserRouter,
  createMemoryRouter,
  Navigate,
  useParams,
  useSearchParams,
  type RouteObject,
} from 'react-router';
import { PageErrorScreen, NotFoundPage } from './error-screens';
import { RootLayout } from './layouts/root-layout';
import type { ComingSoonFeature } from './routes/coming-soon';

/** A route that a later issue builds: lazily loaded, honest about not being there yet. */
const soon = (path: string, feature: ComingSoonFeature): RouteObject => ({
  path,
  lazy: async () => {
    const { ComingSoonPage } = await import('./routes/coming-soon');
    return { element: <ComingSoonPage feature={feature} /> };
  },
});

const page = (path: string, load: () => Promise<{ default: React.ComponentType }>): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await load()).default }),
});

function ListingRedirect() {
  const { id } = useParams();
  return <Navigate to={`/listings/${id ?? ''}`} replace />;
}

/** `/listings` goes home, except `/listings?match=true` (matches of the user's saved searches). */
function ListingsIndex({ matches }: { matches: React.ReactNode }) {
  const [params] = useSearchParams();
  return params.get('match') === 'true' ? matches : <Navigate to="/" replace />;
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <PageErrorScreen />,
    children: [
      {
        errorElement: <PageErrorScreen />,
        children: [
          page('/', () => import('./routes/home-page')),
          page('/about', () => import('./routes/about-page')),
          page('/contact', () => import('./routes/contact-page')),
          page('/privacy-policy', () => import('./routes/privacy-page')),
          page('/terms', () => import('./routes/terms-page')),
          soon('/login', 'login'),
          soon('/register', 'register'),
          soon('/password-reset', 'passwordReset'),
          soon('/password-reset-verification', 'passwordReset'),
          soon('/verify-email', 'verifyEmail'),
          soon('/verify-code', 'verifyEmail'),
          soon('/search', 'search'),
          soon('/vehicles', 'vehicles'),
          soon('/realestate', 'realEstate'),
          soon('/listings/create', 'createListing'),
          soon('/listings/:id/edit', 'editListing'),
          soon('/listings/:id', 'listing'),
          soon('/listingsuccess', 'createListing'),
          soon('/profile/listings', 'myListings'),
          soon('/profile/password', 'password'),
          soon('/profile/:userId', 'publicProfile'),
          soon('/profile', 'profile'),
          soon('/users/:userId', 'publicProfile'),
          soon('/settings', 'settings'),
          soon('/saved-listings', 'savedListings'),
          soon('/admin/contact-submissions', 'admin'),
          soon('/admin/users', 'admin'),
          soon('/admin/newsletter', 'admin'),
          {
            path: '/listings',
            lazy: async () => {
              const { ComingSoonPage } = await import('./routes/coming-soon');
              return { element: <ListingsIndex matches={<ComingSoonPage feature="matches" />} /> };
            },
          },
          { path: '/real-estate', element: <Navigate to="/realestate" replace /> },
          { path: '/listing/:id', element: <ListingRedirect /> },
          { path: '/account/settings', element: <Navigate to="/settings" replace /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
  {
    // Messages drop the footer and the page padding (spec section 2).
    element: <RootLayout bare />,
    errorElement: <PageErrorScreen />,
    children: [soon('/messages', 'messages'), soon('/messages/:chatId', 'messages')],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
export const createTestRouter = (path: string) => createMemoryRouter(routes, { initialEntries: [path] });
