import type { Notification, NotificationList } from '@souqna/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ok, signOutAndRestore, stubApi, TOAST_WAIT } from '../../../test/api-stub';
import { fakeRealtime } from '../../../test/fake-socket';
import { renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session-fixtures';

// Radix menus measure and scroll what jsdom does not lay out.
beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
  Element.prototype.hasPointerCapture = vi.fn(() => false);
});
afterEach(signOutAndRestore);

const LISTING = '7d1c2b7e-8f4a-4c1e-9a55-0c8b8f1d2e3a';
const CHAT = '2b0c6f0e-3d7a-4e8b-9c1d-5a6b7c8d9e0f';

const item = (overrides: Partial<Notification>): Notification => ({
  id: crypto.randomUUID(),
  userId: 'me',
  type: 'PRICE_UPDATE',
  title: 'Price drop',
  message: '“Toyota Corolla 2015” dropped by 500 USD to 8,500 USD',
  content: '“Toyota Corolla 2015” dropped by 500 USD to 8,500 USD',
  read: false,
  readAt: null,
  relatedId: LISTING,
  targetId: LISTING,
  listingId: LISTING,
  count: 1,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  ...overrides,
});

const page = (items: Notification[], unreadCount = items.filter((entry) => !entry.read).length) =>
  ok({
    items,
    total: items.length,
    page: 1,
    limit: 20,
    hasMore: false,
    pagination: { page: 1, limit: 20, total: items.length },
    unreadCount,
  } satisfies NotificationList);

describe('the notification bell', () => {
  it('shows the unread count, the latest items cut at 50 characters, and opens one where its type says', async () => {
    const price = item({});
    const long = item({
      type: 'SYSTEM_ANNOUNCEMENT',
      title: 'Maintenance tonight from two to three in the morning, Damascus time',
      read: true,
    });
    const api = stubApi({
      'GET /notifications': page([price, long], 1),
      [`PUT /notifications/${price.id}/read`]: ok({ ...price, read: true }),
    });
    await signInAs({});
    const { router } = await renderApp('/about');
    expect(await screen.findByTestId('notifications-unread')).toHaveTextContent('1');
    await userEvent.click(screen.getByTestId('notification-bell'));
    const menu = await screen.findByTestId('notification-menu');
    const rows = await within(menu).findAllByTestId('notification-item');
    expect(rows[1]).toHaveTextContent('Maintenance tonight from two to three in the morni…');
    expect(rows[0]).toHaveTextContent('Just now');

    await userEvent.click(rows[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/listings/${LISTING}`));
    expect(api.calls('PUT', `/notifications/${price.id}/read`)).toHaveLength(1);
  });

  it('says when there are none, and marks all read with the spec’s toast', async () => {
    let unread = 2;
    const api = stubApi({
      'GET /notifications': () =>
        page(unread ? [item({}), item({ type: 'NEW_MESSAGE', targetId: CHAT })] : [], unread),
      'PUT /notifications/read-all': () => {
        unread = 0;
        return ok({ changed: 2, unreadCount: 0 });
      },
    });
    await signInAs({});
    await renderApp('/about');
    await userEvent.click(await screen.findByTestId('notification-bell'));
    await userEvent.click(await screen.findByTestId('notifications-read-all'));
    await screen.findByText('All notifications marked as read', {}, TOAST_WAIT);
    expect(api.calls('PUT', '/notifications/read-all')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId('notifications-unread')).not.toBeInTheDocument());
    expect(await screen.findByTestId('notifications-empty')).toHaveTextContent('No notifications');
  });

  it('rises live and toasts, but not for a message in the conversation on screen', async () => {
    stubApi({ 'GET /notifications': page([]) });
    await signInAs({});
    await renderApp('/about');
    await screen.findByTestId('notification-bell');
    await waitFor(() => expect(fakeRealtime.open).toBeGreaterThan(0));
    act(() => fakeRealtime.send('notification:new', { notification: item({}), unreadCount: 3 }));
    expect(await screen.findByTestId('notifications-unread')).toHaveTextContent('3');
    await screen.findByText(/Price drop: “Toyota Corolla 2015” dropped by 500 USD/, {}, TOAST_WAIT);
  });
});

describe('the open conversation', () => {
  it('is told to the server while its page is on screen, and forgotten when left', async () => {
    stubApi({ 'GET /notifications': page([]) });
    await signInAs({});
    fakeRealtime.clearEmitted();
    await renderApp(`/messages/${CHAT}`);
    await waitFor(() =>
      expect(fakeRealtime.emitted).toContainEqual({
        event: 'conversation:open',
        payload: { conversationId: CHAT },
      }),
    );
  });
});
