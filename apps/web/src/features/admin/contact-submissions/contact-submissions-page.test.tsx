import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminContactSubmission } from '@souqna/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi, TOAST_WAIT } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { resetSession, signInAs } from '../../../test/session-fixtures';

afterEach(async () => {
  vi.restoreAllMocks();
  await resetSession();
});

const submission = (over: Partial<AdminContactSubmission> = {}): AdminContactSubmission => ({
  id: 'c1',
  name: 'Omar Khalil',
  email: 'omar@example.com',
  subject: 'Cannot upload photos',
  message: 'The upload stops at 90%.',
  createdAt: '2026-11-25T08:00:00.000Z',
  readAt: null,
  archivedAt: null,
  reply: null,
  ...over,
});
const inbox = (items: AdminContactSubmission[], unread: number) =>
  ok({ items, total: items.length, page: 1, limit: 20, unread });

describe('admin contact submissions page', () => {
  it('opening a message marks it read; the reply goes by mail and is shown as stored', async () => {
    await signInAs({ role: 'ADMIN' });
    const read = submission({ readAt: '2026-11-26T08:00:00.000Z' });
    const api = stubApi({
      'GET /admin/contact-submissions': inbox([submission()], 1),
      'POST /admin/contact-submissions/c1/read': ok(read),
      'POST /admin/contact-submissions/c1/reply': (request) =>
        ok({
          ...read,
          reply: {
            message: (request.body as { message: string }).message,
            at: '2026-11-26T09:00:00.000Z',
            by: 'me',
          },
        }),
    });
    await renderApp('/admin/contact-submissions');
    expect(await screen.findByTestId('contact-unread')).toHaveTextContent('1 unread');
    expect(screen.getByTestId('contact-status')).toHaveTextContent('Unread');
    expect(api.calls('POST', '/admin/contact-submissions/c1/read')).toHaveLength(0);

    await userEvent.click(screen.getByTestId('contact-open'));
    const dialog = await screen.findByTestId('contact-submission');
    expect(within(dialog).getByTestId('contact-submission-message')).toHaveTextContent(
      'The upload stops at 90%.',
    );
    await waitFor(() => expect(api.calls('POST', '/admin/contact-submissions/c1/read')).toHaveLength(1));

    await userEvent.click(within(dialog).getByTestId('contact-reply-send'));
    expect(dialog).toHaveTextContent('Write your reply first.');
    expect(api.calls('POST', '/admin/contact-submissions/c1/reply')).toHaveLength(0);
    await userEvent.type(within(dialog).getByTestId('contact-reply-text'), 'Please try a smaller photo.');
    await userEvent.click(within(dialog).getByTestId('contact-reply-send'));
    expect(await screen.findByText('Reply sent to omar@example.com.', {}, TOAST_WAIT)).toBeInTheDocument();
    expect(api.calls('POST', '/admin/contact-submissions/c1/reply')[0]!.body).toEqual({
      message: 'Please try a smaller photo.',
    });
    expect(within(dialog).getByTestId('contact-submission-reply')).toHaveTextContent(
      'Please try a smaller photo.',
    );
  });

  it('marks the selected messages read or archives them at once; search and the archive live in the address', async () => {
    await signInAs({ role: 'ADMIN' });
    const api = stubApi({
      'GET /admin/contact-submissions': inbox(
        [submission(), submission({ id: 'c2', subject: 'Fake listing' })],
        2,
      ),
      'POST /admin/contact-submissions/c1/read': ok(submission()),
      'POST /admin/contact-submissions/c2/read': ok(submission({ id: 'c2' })),
      'POST /admin/contact-submissions/c1/archive': ok(submission()),
    });
    const { router } = await renderApp('/admin/contact-submissions');
    const rows = await screen.findAllByTestId('contact-submissions-row');
    expect(screen.queryByTestId('contact-bulk')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    expect(screen.getByTestId('contact-bulk')).toHaveTextContent('2 selected');
    await userEvent.click(screen.getByTestId('contact-bulk-read'));
    expect(await screen.findByText('2 messages marked read.', {}, TOAST_WAIT)).toBeInTheDocument();
    expect(api.calls('POST', '/admin/contact-submissions/c1/read')).toHaveLength(1);
    expect(api.calls('POST', '/admin/contact-submissions/c2/read')).toHaveLength(1);

    await userEvent.click(within(rows[0]!).getByRole('checkbox'));
    await userEvent.click(screen.getByTestId('contact-bulk-archive'));
    expect(await screen.findByText('1 message archived.', {}, TOAST_WAIT)).toBeInTheDocument();
    expect(api.calls('POST', '/admin/contact-submissions/c1/archive')).toHaveLength(1);
    expect(api.calls('POST', '/admin/contact-submissions/c2/archive')).toHaveLength(0);

    await userEvent.type(screen.getByTestId('admin-search'), 'photos{Enter}');
    await userEvent.selectOptions(screen.getByTestId('contact-box'), 'true');
    await waitFor(() => expect(router.state.location.search).toBe('?q=photos&archived=true'));
    await waitFor(() => {
      const query = api.calls('GET', '/admin/contact-submissions').at(-1)!.query;
      expect([query.get('q'), query.get('archived')]).toEqual(['photos', 'true']);
    });
  });
});
