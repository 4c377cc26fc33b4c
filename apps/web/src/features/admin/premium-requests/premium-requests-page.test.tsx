import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PremiumRequest } from '@souqna/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi, TOAST_WAIT } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { resetSession, signInAs } from '../../../test/session-fixtures';

afterEach(async () => {
  vi.restoreAllMocks();
  await resetSession();
});

const request = (over: Partial<PremiumRequest> = {}): PremiumRequest => ({
  id: 'r1',
  status: 'pending',
  note: 'I sell cars every week',
  periodDays: null,
  decisionNote: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  user: { id: 'u2', name: 'Sara Haddad', email: 'sara@souqna.example', premiumUntil: null },
  ...over,
});
const page = (items: PremiumRequest[]) => ok({ items, total: items.length, page: 1, limit: 20 });

describe('admin premium requests page', () => {
  it('approves an open request for the period chosen, and keeps the status filter in the address', async () => {
    await signInAs({ role: 'ADMIN' });
    const api = stubApi({
      'GET /admin/premium-requests': page([
        request(),
        request({
          id: 'r2',
          status: 'rejected',
          decisionNote: 'No listings yet',
          decidedAt: '2026-11-21T10:00:00.000Z',
        }),
      ]),
      'POST /admin/premium-requests/r1/approve': ok(request({ status: 'approved', periodDays: 90 })),
    });
    const { router } = await renderApp('/admin/premium-requests');
    const rows = await screen.findAllByTestId('premium-requests-row');
    expect(rows[0]).toHaveTextContent('I sell cars every week');
    expect(within(rows[1]!).getByTestId('premium-status')).toHaveTextContent('DeclinedNo listings yet');
    expect(within(rows[1]!).queryByTestId('premium-approve-open')).toBeNull();

    await userEvent.click(within(rows[0]!).getByTestId('premium-approve-open'));
    const dialog = await screen.findByTestId('premium-approve');
    expect(dialog).toHaveTextContent('Approve premium for Sara Haddad?');
    await userEvent.selectOptions(within(dialog).getByTestId('premium-period'), '90');
    await userEvent.click(within(dialog).getByTestId('premium-approve-submit'));
    expect(await screen.findByText('Sara Haddad is premium now.', {}, TOAST_WAIT)).toBeInTheDocument();
    expect(api.calls('POST', '/admin/premium-requests/r1/approve')[0]!.body).toEqual({ periodDays: 90 });

    await userEvent.selectOptions(screen.getByTestId('premium-status-filter'), 'pending');
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending'));
    await waitFor(() =>
      expect(api.calls('GET', '/admin/premium-requests').at(-1)!.query.get('status')).toBe('pending'),
    );
  });

  it('declines only with a note, which it sends', async () => {
    await signInAs({ role: 'ADMIN' });
    const api = stubApi({
      'GET /admin/premium-requests': page([request()]),
      'POST /admin/premium-requests/r1/decline': ok(request({ status: 'rejected', decisionNote: 'Later' })),
    });
    await renderApp('/admin/premium-requests');
    await userEvent.click(await screen.findByTestId('premium-decline-open'));
    const dialog = await screen.findByTestId('premium-decline');
    await userEvent.click(within(dialog).getByTestId('premium-decline-submit'));
    expect(dialog).toHaveTextContent('Write a note: the requester reads it.');
    expect(api.calls('POST', '/admin/premium-requests/r1/decline')).toHaveLength(0);

    await userEvent.type(within(dialog).getByTestId('premium-decline-note'), '  Add a phone number first  ');
    await userEvent.click(within(dialog).getByTestId('premium-decline-submit'));
    expect(
      await screen.findByText('The request of Sara Haddad is declined.', {}, TOAST_WAIT),
    ).toBeInTheDocument();
    expect(api.calls('POST', '/admin/premium-requests/r1/decline')[0]!.body).toEqual({
      note: 'Add a phone number first',
    });
  });
});
