import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeadJob } from '@souqna/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, stubApi, TOAST_WAIT } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { resetSession, signInAs } from '../../../test/session-fixtures';

afterEach(async () => {
  vi.restoreAllMocks();
  await resetSession();
});

const job = (over: Partial<DeadJob> = {}): DeadJob => ({
  id: 'j1',
  name: 'notifications.message-mail',
  data: { userId: 'u2', conversationId: 'c9', note: 'x'.repeat(200) },
  attempts: 5,
  error: 'Error: connect ECONNREFUSED 127.0.0.1:2525',
  failedAt: '2026-11-26T09:30:00.000Z',
  createdAt: '2026-11-26T09:00:00.000Z',
  ...over,
});
const page = (items: DeadJob[], total = items.length) =>
  ok({ items, total, page: 1, limit: 20, hasMore: false });

describe('admin jobs page', () => {
  it('lists the dead letters and retries one after confirming: a toast, and the list reloads without it', async () => {
    await signInAs({ role: 'ADMIN' });
    let items = [job(), job({ id: 'j2', name: 'saved-searches.match', data: { listingId: 'l1' } })];
    const api = stubApi({
      'GET /admin/jobs/dead-letters': () => page(items),
      'POST /admin/jobs/dead-letters/j1/retry': () => {
        items = items.filter((item) => item.id !== 'j1');
        return ok({ id: 'j1', name: 'notifications.message-mail' });
      },
    });
    await renderApp('/admin/jobs');
    const rows = await screen.findAllByTestId('dead-jobs-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('notifications.message-mail');
    expect(rows[0]).toHaveTextContent('ECONNREFUSED');
    // The data is cut short in the row (the whole of it in its title).
    const data = within(rows[0]!).getByTitle(/conversationId/);
    expect(data.textContent!.length).toBeLessThanOrEqual(80);
    expect(data.textContent).toMatch(/^\{"userId":"u2","conversationId":"c9".*…$/);

    await userEvent.click(within(rows[0]!).getByTestId('dead-job-retry-open'));
    const dialog = await screen.findByTestId('dead-job-retry');
    expect(dialog).toHaveTextContent('Retry notifications.message-mail?');
    await userEvent.click(within(dialog).getByTestId('dead-job-retry-confirm'));
    expect(
      await screen.findByText('notifications.message-mail is back in the queue.', {}, TOAST_WAIT),
    ).toBeInTheDocument();
    expect(api.calls('POST', '/admin/jobs/dead-letters/j1/retry')).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByTestId('dead-jobs-row')).toHaveLength(1));
    expect(screen.getByTestId('dead-jobs-row')).toHaveTextContent('saved-searches.match');
  });

  it('says in the dialog when the job is no longer a dead letter', async () => {
    await signInAs({ role: 'ADMIN' });
    stubApi({
      'GET /admin/jobs/dead-letters': page([job()]),
      'POST /admin/jobs/dead-letters/j1/retry': fail(404, 'DEAD_JOB_NOT_FOUND'),
    });
    await renderApp('/admin/jobs');
    await userEvent.click(await screen.findByTestId('dead-job-retry-open'));
    const dialog = await screen.findByTestId('dead-job-retry');
    await userEvent.click(within(dialog).getByTestId('dead-job-retry-confirm'));
    expect(
      await within(dialog).findByText('No failed job with this id: it may have been retried already'),
    ).toBeInTheDocument();
  });

  it('shows its empty state, and asks for the page in the address', async () => {
    await signInAs({ role: 'ADMIN' });
    const api = stubApi({ 'GET /admin/jobs/dead-letters': page([]) });
    await renderApp('/admin/jobs?page=2');
    expect(await screen.findByTestId('dead-jobs-empty')).toHaveTextContent(
      'No failed jobs: every background job ran or is still on its way.',
    );
    expect(api.calls('GET', '/admin/jobs/dead-letters')[0]!.query.get('page')).toBe('2');
  });

  it('pages through the address: the next page asks the API for it, and a one-page list shows no pages', async () => {
    await signInAs({ role: 'ADMIN' });
    const api = stubApi({
      'GET /admin/jobs/dead-letters': (request) =>
        page([job({ id: `j-${request.query.get('page')}` })], request.query.get('page') === '3' ? 1 : 45),
    });
    const { router } = await renderApp('/admin/jobs');
    await userEvent.click(await screen.findByTestId('browse-page-next'));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() =>
      expect(api.calls('GET', '/admin/jobs/dead-letters').at(-1)!.query.get('page')).toBe('2'),
    );
    expect(screen.getByTestId('browse-pagination')).toBeInTheDocument();
    await router.navigate('/admin/jobs?page=3');
    await waitFor(() => expect(screen.queryByTestId('browse-pagination')).toBeNull());
  });

  it('is linked from the admin navigation', async () => {
    await signInAs({ role: 'ADMIN' });
    stubApi({ 'GET /admin/jobs/dead-letters': page([]), 'GET /admin/dashboard': fail(500, 'INTERNAL') });
    const { router } = await renderApp('/admin/audit-log');
    await userEvent.click(await screen.findByRole('link', { name: 'Jobs' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/jobs'));
    expect(await screen.findByTestId('dead-jobs-empty')).toBeInTheDocument();
  });
});
