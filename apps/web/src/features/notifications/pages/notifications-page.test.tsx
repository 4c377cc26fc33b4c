import type { Notification, NotificationList } from '@souqna/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, signOutAndRestore, stubApi, TOAST_WAIT } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session-fixtures';

afterEach(signOutAndRestore);

const notice: Notification = {
  id: crypto.randomUUID(),
  userId: 'me',
  type: 'SYSTEM_ANNOUNCEMENT',
  title: 'Maintenance tonight',
  message: 'From two to three in the morning',
  content: 'From two to three in the morning',
  read: false,
  readAt: null,
  relatedId: null,
  targetId: null,
  listingId: null,
  count: 1,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
};

const list = (items: Notification[]) =>
  ok({
    items,
    total: items.length,
    page: 1,
    limit: 20,
    hasMore: false,
    pagination: { page: 1, limit: 20, total: items.length },
    unreadCount: items.filter((item) => !item.read).length,
  } satisfies NotificationList);

describe('the notifications page', () => {
  it('clears all only once the dialog is confirmed, and says so', async () => {
    await signInAs();
    const api = stubApi({
      'GET /notifications': list([notice]),
      'DELETE /notifications': ok({ message: 'cleared' }),
    });
    await renderApp('/notifications');
    expect(await screen.findByText('Maintenance tonight')).toBeInTheDocument();

    await userEvent.click(screen.getByTestId('notifications-clear'));
    const dialog = await screen.findByTestId('notifications-clear-dialog');
    expect(dialog).toHaveTextContent('Delete all your notifications? This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('notifications-clear-dialog')).toBeNull());
    expect(api.calls('DELETE', '/notifications')).toHaveLength(0);

    await userEvent.click(screen.getByTestId('notifications-clear'));
    await userEvent.click(await screen.findByTestId('notifications-clear-confirm'));
    expect(await screen.findByText('All notifications cleared', {}, TOAST_WAIT)).toBeInTheDocument();
    expect(api.calls('DELETE', '/notifications')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId('notifications-clear-dialog')).toBeNull());
  });
});
