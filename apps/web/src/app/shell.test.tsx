import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../shared/lib/i18n';
import { App } from './app';
import { routes } from './router';
import { renderApp } from '../test/render-app';
import { resetSession, signInAs } from '../test/session-fixtures';

afterEach(() => resetSession());

const topBar = () => within(screen.getByTestId('top-bar'));

describe('top bar search', () => {
  it('goes to /search with the query, omitting category for all', async () => {
    const { router } = await renderApp('/about');
    await userEvent.type(topBar().getByTestId('search-input'), 'toyota corolla{enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=toyota+corolla');
  });

  it('carries the category and the chosen type', async () => {
    const { router } = await renderApp('/about');
    await userEvent.selectOptions(topBar().getByTestId('search-category'), 'vehicles');
    await userEvent.selectOptions(topBar().getByTestId('search-type'), 'TRUCK');
    await userEvent.type(topBar().getByTestId('search-input'), 'hino');
    await userEvent.click(topBar().getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=hino&category=vehicles&subcategory=TRUCK');
  });

  it('carries the category alone when no type is chosen', async () => {
    const { router } = await renderApp('/about');
    await userEvent.selectOptions(topBar().getByTestId('search-category'), 'realEstate');
    await userEvent.type(topBar().getByTestId('search-input'), 'mezzeh{enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=mezzeh&category=realEstate'));
  });

  it('keeps what was typed while the first page was still loading', async () => {
    // The about page's code arrives only when released, as on a slow connection.
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const held = (list: RouteObject[]): RouteObject[] =>
      list.map((route) => {
        const load = route.lazy;
        if (route.path === '/about' && typeof load === 'function')
          return { ...route, lazy: async () => (await arrived, load()) } as RouteObject;
        return route.children ? ({ ...route, children: held(route.children) } as RouteObject) : route;
      });
    const router = createMemoryRouter(held(routes), { initialEntries: ['/about'] });
    render(<App router={router} />);
    const input = await screen.findByTestId('search-input');
    fireEvent.change(input, { target: { value: 'corolla' } });
    release();
    await waitFor(() => expect(router.state.initialized).toBe(true));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByTestId('search-input')).toBe(input);
    expect(input).toHaveValue('corolla');
  });

  it('does nothing on an empty query', async () => {
    const { router } = await renderApp('/about');
    await userEvent.type(topBar().getByTestId('search-input'), '   {enter}');
    expect(router.state.location.pathname).toBe('/about');
  });

  it('offers the types of the chosen category only, and none for all', async () => {
    await renderApp('/about');
    const type = topBar().getByTestId('search-type');
    const values = () => [...type.querySelectorAll('option')].map((option) => option.value);
    expect(type).toBeDisabled();
    expect(values()).toEqual(['']);
    await userEvent.selectOptions(topBar().getByTestId('search-category'), 'realEstate');
    expect(type).toBeEnabled();
    expect(values()).toEqual(['', 'HOUSE', 'APARTMENT', 'CONDO', 'LAND', 'COMMERCIAL', 'OTHER']);
    await userEvent.selectOptions(type, 'LAND');
    await userEvent.selectOptions(topBar().getByTestId('search-category'), 'vehicles');
    expect(type).toHaveValue('');
    expect(values()).toEqual([
      '',
      'CAR',
      'TRUCK',
      'MOTORCYCLE',
      'RV',
      'BUS',
      'VAN',
      'TRACTOR',
      'CONSTRUCTION',
      'OTHER',
    ]);
  });

  it('starts from the current search on the results page', async () => {
    await renderApp('/search?q=kia&category=vehicles&subcategory=CAR');
    expect(topBar().getByTestId('search-input')).toHaveValue('kia');
    expect(topBar().getByTestId('search-category')).toHaveValue('vehicles');
    expect(topBar().getByTestId('search-type')).toHaveValue('CAR');
  });
});

describe('home hero search', () => {
  it('searches by words, category, type, sale or rent and city', async () => {
    const { router } = await renderApp('/');
    const hero = within(screen.getByTestId('hero-search'));
    await userEvent.type(hero.getByLabelText('Search'), 'villa');
    await userEvent.selectOptions(hero.getByLabelText('Category'), 'realEstate');
    await userEvent.selectOptions(hero.getByLabelText('Type'), 'HOUSE');
    await userEvent.selectOptions(hero.getByLabelText('Sale or rent'), 'RENT');
    await userEvent.selectOptions(hero.getByLabelText('City'), 'latakia');
    await userEvent.click(hero.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe(
      '?q=villa&category=realEstate&subcategory=HOUSE&listingAction=RENT&city=latakia',
    );
  });

  it('lists the 13 cities and the categories with their types', async () => {
    await renderApp('/');
    // The city list arrives just after the first paint.
    await waitFor(() =>
      expect(within(screen.getByTestId('hero-search-city')).getAllByRole('option')).toHaveLength(14),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Find your next car or home in Syria',
    );
    const vehicles = within(screen.getByTestId('category-tile-vehicles'));
    expect(vehicles.getByText('9 types')).toBeInTheDocument();
    expect(vehicles.getByRole('link', { name: 'Tractor' })).toHaveAttribute(
      'href',
      '/vehicles?subCategory=TRACTOR',
    );
    expect(within(screen.getByTestId('category-tile-realEstate')).getByText('6 types')).toBeInTheDocument();
  });
});

describe('preferences', () => {
  it('cycles the theme, stores it and sets the dark class', async () => {
    await renderApp('/about');
    const toggle = topBar().getByTestId('theme-toggle');
    expect(toggle).toHaveAccessibleName('Theme: Light');
    await userEvent.click(toggle);
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(toggle).toHaveAccessibleName('Theme: Dark');
    await userEvent.click(toggle);
    expect(localStorage.getItem('theme')).toBe('system');
    await userEvent.click(toggle);
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('switches to Arabic, right to left, with Arabic digits, and back', async () => {
    await renderApp('/about');
    const switcher = topBar().getByTestId('language-switcher');
    expect([...switcher.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'English',
      'العربية',
      'Español',
      'Français',
      'Deutsch',
    ]);
    fireEvent.change(switcher, { target: { value: 'ar' } });
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    expect(localStorage.getItem('language')).toBe('ar');
    expect(await topBar().findByRole('link', { name: 'المركبات' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'عن سوقنا' })).toBeInTheDocument();
    expect(screen.getByTestId('business-hours')).toHaveTextContent('٩:٠٠');
    fireEvent.change(topBar().getByTestId('language-switcher'), { target: { value: 'en' } });
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
    expect(document.documentElement.lang).toBe('en');
  });

  it.each([
    ['es', 'Vehículos'],
    ['fr', 'Véhicules'],
    ['de', 'Fahrzeuge'],
  ])('switches to %s, left to right', async (language, vehicles) => {
    await renderApp('/');
    fireEvent.change(topBar().getByTestId('language-switcher'), { target: { value: language } });
    expect(await topBar().findByRole('link', { name: vehicles })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('ltr');
    await i18n.changeLanguage('en');
  });
});

describe('mobile menu', () => {
  it('opens a sheet with search, navigation, language, theme and account links', async () => {
    const { router } = await renderApp('/about');
    await userEvent.click(screen.getByTestId('mobile-menu-button'));
    const menu = within(await screen.findByRole('dialog', { name: 'Menu' }));
    expect(menu.getByTestId('search-input')).toBeInTheDocument();
    expect(menu.getByTestId('language-switcher')).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Register' })).toBeInTheDocument();
    await userEvent.click(menu.getByTestId('theme-option-dark'));
    expect(localStorage.getItem('theme')).toBe('dark');
    await userEvent.click(menu.getByRole('link', { name: 'Real Estate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/realestate'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lets Login and Register wrap instead of running out of a 375 px sheet', async () => {
    // jsdom lays nothing out, so the rules that make them fit are what is checked: a row that may
    // wrap, and buttons never narrower than their label ("Registrieren", "Iniciar sesión").
    await renderApp('/about');
    await userEvent.click(screen.getByTestId('mobile-menu-button'));
    const menu = within(await screen.findByRole('dialog', { name: 'Menu' }));
    expect(menu.getByTestId('mobile-auth')).toHaveClass('flex-wrap');
    for (const name of ['Login', 'Register']) {
      expect(menu.getByRole('link', { name })).toHaveClass('min-w-fit', 'grow');
    }
    // A theme name too long for a third of the sheet ("حسب النظام") makes its button taller.
    expect(menu.getByTestId('theme-option-system')).toHaveClass('min-h-9');
    expect(menu.getByTestId('theme-option-system')).not.toHaveClass('h-9');
  });

  it('searches from the sheet and closes it', async () => {
    const { router } = await renderApp('/about');
    await userEvent.click(screen.getByTestId('mobile-menu-button'));
    const menu = within(await screen.findByRole('dialog'));
    await userEvent.selectOptions(menu.getByTestId('search-category'), 'vehicles');
    await userEvent.type(menu.getByTestId('search-input'), 'hilux{enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=hilux&category=vehicles'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('routes', () => {
  it('shows the 404 page for an unknown path', async () => {
    await renderApp('/no/such/page');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page not found · Souqna');
  });

  it.each([
    ['/real-estate', '/realestate'],
    ['/listing/abc', '/listings/abc'],
    ['/account/settings', '/settings'],
    ['/listings', '/'],
  ])('redirects %s to %s', async (from, to) => {
    const { router } = await renderApp(from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
  });

  it('keeps /listings?match=true for saved-search matches, after logging in', async () => {
    const { router } = await renderApp('/listings?match=true');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/listings?match=true')}`);
  });

  it.each([
    ['/search?q=x', 'Results for “x”'],
    ['/vehicles', 'Vehicles'],
    ['/realestate', 'Real estate'],
  ])('%s is built: it shows its browse page', async (path, heading) => {
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByTestId('coming-soon')).not.toBeInTheDocument();
  });

  it.each(['/messages', '/messages/9'])('%s is built: it shows the inbox, not coming soon', async (path) => {
    await signInAs();
    await renderApp(path);
    expect(screen.getByTestId('messages-page')).toBeInTheDocument();
    expect(screen.queryByTestId('coming-soon')).not.toBeInTheDocument();
  });

  it('/saved-listings is built: it shows the saved listings page, not coming soon', async () => {
    await signInAs();
    await renderApp('/saved-listings');
    expect(screen.getByRole('heading', { level: 1, name: 'Saved listings' })).toBeInTheDocument();
    expect(screen.queryByTestId('coming-soon')).not.toBeInTheDocument();
  });

  it.each([
    ['/admin/contact-submissions', 'Contact submissions'],
    ['/admin/newsletter', 'Newsletter'],
    ['/admin/premium-requests', 'Premium requests'],
  ])('%s is built: its page shows in the admin shell, not coming soon', async (path, heading) => {
    await signInAs({ role: 'ADMIN' });
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByTestId('admin-shell')).toBeInTheDocument();
    expect(screen.queryByTestId('coming-soon')).not.toBeInTheDocument();
  });

  it('/admin is the dashboard, whose title names the tab; an unknown admin path is not found', async () => {
    await signInAs({ role: 'ADMIN' });
    const { router } = await renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Dashboard · Souqna'));
    await router.navigate('/admin/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByTestId('admin-shell')).toBeInTheDocument();
  });

  it('/admin/users is built: it shows the users page in the admin shell, not coming soon', async () => {
    await signInAs({ role: 'ADMIN' });
    await renderApp('/admin/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.queryByTestId('coming-soon')).not.toBeInTheDocument();
  });

  it.each([
    ['/login', 'Welcome back'],
    ['/register', 'Create your account'],
    ['/password-reset', 'Reset your password'],
    ['/password-reset-verification', 'Choose a new password'],
    ['/verify-code', 'Check your email'],
    ['/verify-email', 'We could not confirm your email'],
    ['/unlock-account', 'We could not unlock your account'],
  ])('%s shows its page', async (path, heading) => {
    await renderApp(path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('tells /profile/listings apart from a public profile', async () => {
    await signInAs();
    await renderApp('/profile/listings');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My listings');
  });

  it.each([
    ['/about', 'About Souqna'],
    ['/contact', 'Contact us'],
    ['/privacy-policy', 'Privacy policy'],
    ['/terms', 'Terms of use'],
  ])('%s shows its page', async (path, heading) => {
    await renderApp(path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('drops the footer on messages, keeps it elsewhere', async () => {
    await signInAs();
    await renderApp('/messages/3');
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByTestId('top-bar')).toBeInTheDocument();
    await renderApp('/vehicles');
    expect(screen.getAllByRole('contentinfo')).toHaveLength(1);
  });

  it('dates the legal pages in the reader’s words', async () => {
    await renderApp('/terms');
    expect(screen.getByText('Last updated: 22 November 2026')).toBeInTheDocument();
    // The layout writes the title in an effect after the page's texts are in.
    await waitFor(() => expect(document.title).toBe('Terms of use · Souqna'));
  });

  it('shows business hours in the footer, formatted for the locale', async () => {
    await renderApp('/about');
    const hours = screen.getByTestId('business-hours');
    expect(hours).toHaveTextContent('Monday – Friday09:00–18:00');
    expect(hours).toHaveTextContent('Saturday10:00–16:00');
    expect(hours).toHaveTextContent('SundayClosed');
  });
});

describe('footer', () => {
  it('loads the newsletter form only once the footer nears the screen', async () => {
    const observed: { callback: IntersectionObserverCallback; element?: Element }[] = [];
    class Observer {
      entry: (typeof observed)[number];
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback };
        observed.push(this.entry);
      }
      observe(element: Element) {
        this.entry.element = element;
      }
      disconnect() {}
    }
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = Observer as unknown as typeof IntersectionObserver;
    try {
      await renderApp('/about');
      await screen.findByRole('contentinfo');
      expect(screen.queryByTestId('newsletter-form')).not.toBeInTheDocument();
      const { callback, element } = observed.at(-1)!;
      act(() =>
        callback(
          [{ isIntersecting: true, target: element! } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
      expect(await screen.findByTestId('newsletter-form')).toBeInTheDocument();
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });
});
