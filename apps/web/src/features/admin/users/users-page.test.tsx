import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUser } from '@souqna/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi, TOAST_WAIT } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { resetSession, signInAs } from '../../../test/session-fixtures';

afterEach(async () => {
  vi.restoreAllMocks();
  await resetSession();
});

const user = (over: Partial<AdminUser>): AdminUser => ({
  id: 'u2',
  email: 'sara@souqna.example',
  username: 'sara',
  name: 'Sara Haddad',
  phone: '+963911111111',
  role: 'USER',
  status: 'active',
  premiumUntil: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  ...over,
});
const page = (items: AdminUser[]) => ok({ items, total: items.length, page: 1, limit: 20 });

describe('admin users page', () => {
  it('keeps the search and filters in the address and asks the API with them', async () => {
    await signInAs({ role: 'ADMIN' });
    const api = stubApi({ 'GET /admin/users': page([user({})]) });
    const { router } = await renderApp('/admin/users?status=active');
    expect(await screen.findByText('Sara Haddad')).toBeInTheDocument();
    expect(screen.getByTestId('admin-shell')).toBeInTheDocument();
    expect(screen.getByTestId('admin-nav-users')).toHaveAttribute('aria-current', 'page');
    expect(api.calls('GET', '/admin/users')[0]!.query.get('status')).toBe('active');

    await userEvent.type(screen.getByTestId('admin-search'), 'sara{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?status=active&q=sara'));
    await userEvent.selectOptions(screen.getByTestId('admin-users-role'), 'ADMIN');
    await waitFor(() => expect(router.state.location.search).toBe('?status=active&q=sara&role=ADMIN'));
    await waitFor(() => {
      const query = api.calls('GET', '/admin/users').at(-1)!.query;
      expect([query.get('q'), query.get('role'), query.get('page')]).toEqual(['sara', 'ADMIN', '1']);
    });
  });

  it('disables an account only after confirming, and offers no action on the admin themself', async () => {
    await signInAs({ id: 'me', role: 'ADMIN' });
    const api = stubApi({
      'GET /admin/users': page([user({}), user({ id: 'me', name: 'Me Admin', role: 'ADMIN' })]),
      'POST /admin/users/u2/disable': ok(user({ status: 'disabled' })),
    });
    await renderApp('/admin/users');
    const rows = await screen.findAllByTestId('admin-users-row');
    expect(within(rows[1]!).queryByTestId('admin-user-disable-open')).toBeNull();

    await userEvent.click(within(rows[0]!).getByTestId('admin-user-disable-open'));
    const dialog = await screen.findByTestId('admin-user-disable');
    expect(dialog).toHaveTextContent('Disable Sara Haddad?');
    expect(api.calls('POST', '/admin/users/u2/disable')).toHaveLength(0);
    await userEvent.click(within(dialog).getByTestId('admin-user-disable-confirm'));
    expect(await screen.findByText('Sara Haddad is disabled.', {}, TOAST_WAIT)).toBeInTheDocument();
    expect(api.calls('POST', '/admin/users/u2/disable')).toHaveLength(1);
    await waitFor(() => expect(api.calls('GET', '/admin/users').length).toBeGreaterThan(1));
  });
});
