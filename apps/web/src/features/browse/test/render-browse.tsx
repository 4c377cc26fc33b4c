import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BrowsePage, loadBrowseTexts } from '../browse-page';

/**
 * The browse pages at `url` in a memory router with a fresh query cache. The app's router wires
 * them in separately; here they stand alone so a test reads the URL they write.
 */
export async function renderBrowse(url: string) {
  await loadBrowseTexts();
  const router = createMemoryRouter(
    [
      { path: '/vehicles', element: <BrowsePage scope="vehicles" /> },
      { path: '/realestate', element: <BrowsePage scope="realEstate" /> },
      { path: '/search', element: <BrowsePage scope="search" /> },
    ],
    { initialEntries: [url] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  /** The current URL's search params, as an object. */
  const url$ = () => Object.fromEntries(new URLSearchParams(router.state.location.search));
  return { ...view, router, params: url$ };
}

/** Below 768 px, as a phone reports it. */
export function phoneWidth() {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  return () => {
    // jsdom has no matchMedia: the pages then lay out for the desktop.
    delete (window as Partial<Window>).matchMedia;
  };
}
