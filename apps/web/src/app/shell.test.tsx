import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';

describe('top bar search', () => {
  it('goes to /search with the query, omitting category for all', async () => {
    const { router } = renderApp('/about');
    await screen.findByRole('heading', { name: 'About Souqna' });
    const input = screen.getByTestId('search-input');
    await userEvent.type(input, 'toyota corolla{enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=toyota+corolla');
  });

  it('carries the category and the chosen type', async () => {
    const { router } = renderApp('/about');
    await userEvent.selectOptions(await screen.findByTestId('search-category'), 'vehicles');
    await userEvent.selectOptions(screen.getByTestId('search-type'), 'TRUCK');
    await userEvent.type(screen.getByTestId('search-input'), 'hino{enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=hino&category=vehicles&subcategory=TRUCK');
  });

  it('does nothing on an empty query', async () => {
    const { router } = renderApp('/about');
    await userEvent.type(await screen.findByTestId('search-input'), '   {enter}');
    expect(router.state.location.pathname).toBe('/about');
  });

  it('offers the types of the chosen category only', async () => {
    renderApp('/about');
    const type = await screen.findByTestId('search-type');
    expect(type).toBeDisabled();
    await userEvent.selectOptions(screen.getByTestId('search-category'), 'realEstate');
    const options = [...type.querySelectorAll('option')].map((option) => option.value);
    expect(options).toEqual(['', 'HOUSE', 'APARTMENT', 'CONDO', 'LAND', 'COMMERCIAL', 'OTHER']);
  });
});

describe('preferences', () => {
  it('cycles the theme, stores it and sets the dark class', async () => {
    renderApp('/about');
    const toggle = await screen.findByTestId('theme-toggle');
    await userEvent.click(toggle);
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    await userEvent.click(toggle);
    expect(localStorage.getItem('theme')).toBe('system');
    await userEvent.click(toggle);
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('switches to Arabic, right to left, and back', async () => {
    renderApp('/about');
    fireEvent.change(await screen.findByTestId('language-switcher'), { target: { value: 'ar' } });
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    expect(localStorage.getItem('language')).toBe('ar');
    expect((await screen.findAllByText('المركبات')).length).toBeGreaterThan(0);
    fireEvent.change(screen.getByTestId('language-switcher'), { target: { value: 'en' } });
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
  });
});

describe('routes', () => {
  it('shows the 404 page for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it.each([
    ['/real-estate', '/realestate'],
    ['/listing/abc', '/listings/abc'],
    ['/account/settings', '/settings'],
    ['/listings', '/'],
  ])('redirects %s to %s', async (from, to) => {
    const { router } = renderApp(from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
  });

  it('keeps /listings?match=true for saved-search matches', async () => {
    const { router } = renderApp('/listings?match=true');
    expect(await screen.findByTestId('coming-soon')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/listings');
  });

  it('shows business hours in the footer', async () => {
    renderApp('/about');
    const hours = await screen.findByTestId('business-hours');
    expect(hours).toHaveTextContent('Monday – Friday');
    expect(hours).toHaveTextContent('Closed');
  });
});
