import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../shared/lib/i18n';
import { ok, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { resetSession, signInAs } from '../../../test/session-fixtures';

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => changeLanguage('en'));
  await resetSession();
});

const COUNTS = {
  pendingListings: 4,
  openReports: 2,
  unreadContact: 7,
  openPremiumRequests: 1,
  newUsers: 31,
  newListings: 120,
};

describe('admin dashboard', () => {
  it('shows each count from one call, and a card opens its page', async () => {
    await signInAs({ role: 'ADMIN' });
    const api = stubApi({
      'GET /admin/dashboard': ok(COUNTS),
      'GET /admin/contact-submissions': ok({ items: [], total: 0, page: 1, limit: 20, unread: 0 }),
    });
    const { router } = await renderApp('/admin');
    expect(await screen.findByTestId('dashboard-unreadContact')).toHaveTextContent('7');
    expect(screen.getByTestId('dashboard-newListings')).toHaveTextContent('120');
    expect(screen.getByText('New users in the last 7 days')).toBeInTheDocument();
    expect(screen.getByTestId('admin-nav-dashboard')).toHaveAttribute('aria-current', 'page');
    expect(api.calls('GET', '/admin/dashboard')).toHaveLength(1);

    await act(() => changeLanguage('ar'));
    expect(screen.getByTestId('dashboard-newListings')).toHaveTextContent('١٢٠');
    await act(() => changeLanguage('en'));

    await userEvent.click(screen.getByTestId('dashboard-link-unreadContact'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/contact-submissions'));
  });
});
