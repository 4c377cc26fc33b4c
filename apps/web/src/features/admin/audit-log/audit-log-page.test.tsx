import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi, TOAST_WAIT } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { resetSession, signInAs } from '../../../test/session-fixtures';

afterEach(async () => {
  vi.restoreAllMocks();
  await resetSession();
});

const entry = {
  id: 'a1',
  actor: { id: 'me', email: 'admin@souqna.example', name: 'Admin' },
  action: 'user.disable',
  targetType: 'user',
  targetId: 'u2',
  before: { status: 'active', role: 'USER' },
  after: { status: 'disabled', role: 'USER' },
  ip: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('admin audit log and exchange rate', () => {
  it('filters the log through the address and shows what an action changed', async () => {
    await signInAs({ role: 'ADMIN' });
    const api = stubApi({ 'GET /admin/audit-log': ok({ items: [entry], total: 1, page: 1, limit: 20 }) });
    const { router } = await renderApp('/admin/audit-log');
    const row = await screen.findByTestId('audit-log-row');
    await userEvent.click(within(row).getByText('Show'));
    const changed = within(row).getByTestId('audit-diff').querySelectorAll('[data-changed="true"]');
    expect([...changed].map((tr) => tr.textContent)).toEqual(['status"active""disabled"']);

    await userEvent.selectOptions(screen.getByTestId('audit-log-action'), 'user.disable');
    await waitFor(() => expect(router.state.location.search).toBe('?action=user.disable'));
    await waitFor(() =>
      expect(api.calls('GET', '/admin/audit-log').at(-1)!.query.get('action')).toBe('user.disable'),
    );
  });

  it('sets a new rate and lists it', async () => {
    await signInAs({ role: 'ADMIN' });
    let items: unknown[] = [];
    const api = stubApi({
      'GET /admin/exchange-rates': () => ok({ items }),
      'POST /admin/exchange-rates': () => {
        items = [
          {
            id: 'r1',
            rate: 14500,
            effectiveAt: '2026-11-26T09:00:00.000Z',
            setBy: { id: 'me', name: 'Admin' },
          },
        ];
        return ok(items[0]);
      },
    });
    await renderApp('/admin/exchange-rate');
    expect(await screen.findByTestId('exchange-rates-empty')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('exchange-rate-input'), '14500');
    await userEvent.click(screen.getByTestId('exchange-rate-save'));
    expect(await screen.findByText('The new rate is in effect.', {}, TOAST_WAIT)).toBeInTheDocument();
    expect(api.calls('POST', '/admin/exchange-rates')[0]!.body).toEqual({ rate: 14500 });
    expect(await screen.findByTestId('exchange-rates-row')).toHaveTextContent('14,500');
  });
});
