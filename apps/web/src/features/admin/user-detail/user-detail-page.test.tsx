import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUserDetail, ReportGroup } from '@souqna/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi, TOAST_WAIT } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { resetSession, signInAs } from '../../../test/session-fixtures';

afterEach(async () => {
  vi.restoreAllMocks();
  await resetSession();
});

const detail = (over: Partial<AdminUserDetail['user']> = {}): AdminUserDetail => ({
  user: {
    id: 'u2',
    email: 'sara@souqna.example',
    username: 'sara',
    name: 'Sara Haddad',
    phone: null,
    role: 'USER',
    status: 'active',
    premiumUntil: null,
    createdAt: '2026-01-02T10:00:00.000Z',
    lastActiveAt: null,
    ...over,
  },
  listings: [
    {
      id: 'l1',
      title: 'Kia Rio 2018',
      status: 'active',
      price: 9500,
      currency: 'USD',
      createdAt: '2026-02-01T10:00:00.000Z',
    },
  ],
  listingCount: 1,
  reports: [
    {
      id: 'r1',
      targetType: 'LISTING',
      targetId: 'l1',
      reason: 'FRAUD',
      details: 'Asked for a transfer first',
      status: 'open',
      reporter: { id: 'u3', name: 'Omar' },
      createdAt: '2026-02-02T10:00:00.000Z',
    },
  ],
  warnings: [],
  sessions: [],
});

describe('admin user detail page', () => {
  it('shows the record and warns only with a message, after the dialog', async () => {
    await signInAs({ id: 'me', role: 'ADMIN' });
    const api = stubApi({
      'GET /admin/users/u2': ok(detail()),
      'POST /admin/users/u2/warn': ok(detail()),
    });
    await renderApp('/admin/users/u2');
    expect(await screen.findByRole('heading', { name: 'Sara Haddad' })).toBeInTheDocument();
    expect(screen.getByTestId('admin-user-listings')).toHaveTextContent('Kia Rio 2018');
    expect(screen.getByTestId('admin-user-reports')).toHaveTextContent('Fraud');
    expect(screen.getByTestId('admin-user-reports')).toHaveTextContent('Asked for a transfer first');

    await userEvent.click(screen.getByTestId('admin-user-warn-open'));
    const dialog = await screen.findByTestId('admin-user-warn');
    await userEvent.click(within(dialog).getByTestId('admin-user-warn-submit'));
    expect(await within(dialog).findByText('Write what they are warned about.')).toBeInTheDocument();
    expect(api.calls('POST', '/admin/users/u2/warn')).toHaveLength(0);
    await userEvent.type(
      within(dialog).getByTestId('admin-user-warn-message'),
      'No phone numbers in titles.',
    );
    await userEvent.click(within(dialog).getByTestId('admin-user-warn-submit'));
    expect(await screen.findByText('Sara Haddad was warned.', {}, TOAST_WAIT)).toBeInTheDocument();
    expect(api.calls('POST', '/admin/users/u2/warn')[0]!.body).toEqual({
      message: 'No phone numbers in titles.',
    });
  });

  it('grants premium for the chosen period and changes the role after confirming', async () => {
    await signInAs({ id: 'me', role: 'ADMIN' });
    const api = stubApi({
      'GET /admin/users/u2': ok(detail()),
      'POST /admin/users/u2/premium': ok(detail()),
      'POST /admin/users/u2/role': ok(detail({ role: 'ADMIN' })),
    });
    await renderApp('/admin/users/u2');
    await userEvent.click(await screen.findByTestId('admin-user-premium-open'));
    const premium = await screen.findByTestId('admin-user-premium');
    await userEvent.selectOptions(within(premium).getByTestId('admin-user-premium-period'), '90');
    await userEvent.click(within(premium).getByTestId('admin-user-premium-submit'));
    await waitFor(() => expect(api.calls('POST', '/admin/users/u2/premium')[0]?.body).toEqual({ days: 90 }));

    await userEvent.click(screen.getByTestId('admin-user-role-open'));
    const role = await screen.findByTestId('admin-user-role');
    expect(api.calls('POST', '/admin/users/u2/role')).toHaveLength(0);
    await userEvent.click(within(role).getByTestId('admin-user-role-confirm'));
    await waitFor(() =>
      expect(api.calls('POST', '/admin/users/u2/role')[0]?.body).toEqual({ role: 'ADMIN' }),
    );
  });
});

const group = (over: Partial<ReportGroup>): ReportGroup => ({
  targetType: 'LISTING',
  targetId: 'l1',
  listing: { id: 'l1', title: 'Kia Rio 2018', status: 'active' },
  reportedUser: { id: 'u2', name: 'Sara Haddad', email: 'sara@souqna.example', status: 'active' },
  count: 3,
  reasons: [{ reason: 'FRAUD', count: 3 }],
  details: [],
  status: 'open',
  firstReportedAt: '2026-02-01T10:00:00.000Z',
  lastReportedAt: '2026-02-03T10:00:00.000Z',
  ...over,
});

describe('admin reports page', () => {
  it('dismisses the selected groups at once and removes a listing only after confirming', async () => {
    await signInAs({ id: 'me', role: 'ADMIN' });
    const second = group({ targetType: 'CONVERSATION', targetId: 'c1', listing: null, count: 1 });
    const api = stubApi({
      'GET /admin/reports': ok({ items: [group({}), second], total: 2, page: 1, limit: 20 }),
      'POST /admin/reports/dismiss': ok({ closed: 4 }),
      'POST /admin/reports/resolve': ok({ outcome: 'removeListing', closed: 3 }),
    });
    await renderApp('/admin/reports');
    const rows = await screen.findAllByTestId('reports-queue-row');
    expect(rows[0]).toHaveTextContent('3 reports');
    expect(screen.getByTestId('admin-nav-reports')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('checkbox', { name: /page/i }));
    await userEvent.click(screen.getByTestId('reports-dismiss-selected'));
    await waitFor(() =>
      expect(api.calls('POST', '/admin/reports/dismiss')[0]?.body).toEqual({
        targets: [
          { targetType: 'LISTING', targetId: 'l1' },
          { targetType: 'CONVERSATION', targetId: 'c1' },
        ],
      }),
    );
    expect(within(rows[1]!).queryByTestId('reports-removeListing-open')).toBeNull();
    await userEvent.click(within(rows[0]!).getByTestId('reports-removeListing-open'));
    const dialog = await screen.findByTestId('reports-removeListing');
    expect(api.calls('POST', '/admin/reports/resolve')).toHaveLength(0);
    await userEvent.click(within(dialog).getByTestId('reports-removeListing-confirm'));
    await waitFor(() =>
      expect(api.calls('POST', '/admin/reports/resolve')[0]?.body).toEqual({
        targetType: 'LISTING',
        targetId: 'l1',
        outcome: 'removeListing',
      }),
    );
  });
});
