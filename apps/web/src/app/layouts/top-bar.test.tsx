import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/lib/i18n';
import { getSessionUser } from '../../shared/lib/session';
import { ok, stubApi } from '../../test/api-stub';
import { answerWith } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { resetSession, signInAs } from '../../test/session-fixtures';

// Radix menus measure and scroll what jsdom does not lay out.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= () => undefined;
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
});

afterEach(async () => {
  vi.restoreAllMocks();
  await resetSession();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

const topBar = () => within(screen.getByTestId('top-bar'));

describe('top bar, signed out', () => {
  it('offers Login and Register, bringing the visitor back', async () => {
    await renderApp('/about');
    expect(topBar().getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?redirect=%2Fabout');
    expect(topBar().getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register?redirect=%2Fabout',
    );
    expect(topBar().queryByTestId('account-menus')).not.toBeInTheDocument();
  });
});

describe('top bar, signed in', () => {
  it('shows the listings menu, the bell, Messages and the profile menu instead of Login', async () => {
    await signInAs({ name: 'maya Saleh', email: 'maya@example.com' });
    await renderApp('/about');
    const menus = await topBar().findByTestId('account-menus');
    expect(topBar().queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(menus).getByTestId('avatar')).toHaveTextContent('M');
    expect(within(menus).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
    const bell = within(menus).getByTestId('notification-bell');
    expect(bell).not.toHaveAttribute('aria-disabled');
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications'));

    await userEvent.click(within(menus).getByRole('button', { name: 'Listings menu' }));
    const listings = await screen.findByTestId('listings-menu-content');
    expect(within(listings).getByRole('menuitem', { name: 'Create Listing' })).toHaveAttribute(
      'href',
      '/listings/create',
    );
    expect(within(listings).getByRole('menuitem', { name: 'My Listings' })).toHaveAttribute(
      'href',
      '/profile/listings',
    );
    expect(within(listings).getByRole('menuitem', { name: 'Saved Listings' })).toHaveAttribute(
      'href',
      '/saved-listings',
    );
  });

  it('opens the profile menu and logs out, with the spec toast', async () => {
    await signInAs();
    const { router } = await renderApp('/about');
    // The Messages link asks for the unread count too: the fake answers each call by its path.
    const api = stubApi({ 'POST /auth/logout': ok({ message: 'Logged out successfully' }) });
    await userEvent.click(await topBar().findByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByTestId('profile-menu-content');
    expect(menu).toHaveTextContent('Rami Haddad');
    // A name in the other script keeps its own direction, so it is cut at its own end.
    expect(within(menu).getByText('Rami Haddad')).toHaveAttribute('dir', 'auto');
    expect(menu).toHaveTextContent('rami@example.com');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(getSessionUser()).toBeNull();
    expect(api.calls('POST', '/auth/logout')).toHaveLength(1);
    expect(await topBar().findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows the profile picture when there is one', async () => {
    await signInAs({ profilePicture: '/media/avatars/u1.webp' });
    await renderApp('/about');
    const avatar = await topBar().findByTestId('avatar');
    expect(avatar.tagName).toBe('IMG');
    expect(avatar).toHaveAttribute('src', '/media/avatars/u1.webp');
  });

  it('saves a language chosen in the top bar to the account', async () => {
    await signInAs();
    await renderApp('/about');
    const fetch = answerWith(200, { success: true, data: { language: 'ar', theme: 'light' } });
    fireEvent.change(topBar().getByTestId('language-switcher'), { target: { value: 'ar' } });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/users\/settings\/preferences$/);
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ language: 'ar' });
    expect(init?.credentials).toBe('include');
    expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
    await waitFor(() => expect(getSessionUser()?.preferences.language).toBe('ar'));
  });

  it('says so when the theme could not be saved, keeping the choice here', async () => {
    await signInAs();
    await renderApp('/about');
    answerWith(500, { success: false, error: { code: 'INTERNAL_ERROR', message: 'x' } });
    await userEvent.click(topBar().getByTestId('theme-toggle'));
    expect(await screen.findByText('Failed to save settings')).toBeInTheDocument();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    document.documentElement.classList.remove('dark');
  });

  it('leaves preferences alone for a visitor', async () => {
    const fetch = answerWith(200, { success: true, data: {} });
    await renderApp('/about');
    await userEvent.click(topBar().getByTestId('theme-toggle'));
    expect(fetch).not.toHaveBeenCalled();
    document.documentElement.classList.remove('dark');
  });

  it('lists the same entries in the mobile menu', async () => {
    await signInAs();
    const { router } = await renderApp('/about');
    stubApi({});
    await userEvent.click(screen.getByTestId('mobile-menu-button'));
    const sheet = await screen.findByTestId('mobile-account');
    for (const [name, href] of [
      ['Create Listing', '/listings/create'],
      ['My Listings', '/profile/listings'],
      ['Saved Listings', '/saved-listings'],
      ['Messages', '/messages'],
      ['Profile', '/profile'],
      ['Settings', '/settings'],
    ])
      expect(within(sheet).getByRole('link', { name })).toHaveAttribute('href', href);
    expect(within(sheet).getByText('Notifications')).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(getSessionUser()).toBeNull());
    expect(router.state.location.pathname).toBe('/');
  });
});
