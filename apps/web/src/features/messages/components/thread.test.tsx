import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, signOutAndRestore, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session-fixtures';
import {
  CHAT,
  conversation,
  conversationsAnswer,
  LISTING,
  ME,
  message,
  messagePage,
  THREAD_PATH,
} from '../test/message-fixtures';

afterEach(signOutAndRestore);

const DAY = 86_400_000;
const at = (daysAgo: number, hour: number) => {
  const date = new Date(Date.now() - daysAgo * DAY);
  date.setHours(hour, 0, 0, 0);
  return date.toISOString();
};

describe('thread', () => {
  it('shows the listing it is about, the messages by day with read ticks, and the safety warning', async () => {
    const warned = message({
      content: 'Pay via Western Union first',
      createdAt: at(0, 9),
      read: false,
      safety: { reasons: ['moneyTransfer'], warning: 'Never pay before you have seen the car or flat' },
    });
    const items = [
      warned,
      message({ senderId: ME, content: 'Is it still available?', createdAt: at(1, 10), read: true }),
      message({ senderId: ME, content: 'مرحبا Corolla 2019؟', createdAt: at(1, 9), read: true }),
    ];
    const api = stubApi({
      'GET /messages/conversations': conversationsAnswer([conversation({ unreadCount: 1 })]),
      [`GET ${THREAD_PATH}`]: messagePage(items),
      [`PUT ${THREAD_PATH}/${warned.id}/read`]: ok({
        conversationId: CHAT,
        messageId: warned.id,
        readAt: new Date().toISOString(),
        unreadCount: 0,
      }),
    });
    await signInAs({ id: ME });
    await renderApp(`/messages/${CHAT}`);

    const thread = await screen.findByTestId('thread');
    expect(within(thread).getByTestId('thread-title')).toHaveTextContent('Samer Khalil');
    const card = within(thread).getByTestId('thread-listing');
    expect(card).toHaveAttribute('href', `/listings/${LISTING}`);
    expect(card).toHaveTextContent('Toyota Corolla 2019');
    expect(card).toHaveTextContent('US$12,500');

    expect(
      within(thread)
        .getAllByTestId('day-separator')
        .map((day) => day.textContent),
    ).toEqual(['Yesterday', 'Today']);
    const texts = within(thread).getAllByTestId('message-text');
    expect(texts.map((text) => text.textContent)).toEqual([
      'مرحبا Corolla 2019؟',
      'Is it still available?',
      'Pay via Western Union first',
    ]);
    for (const text of texts) expect(text).toHaveAttribute('dir', 'auto');
    expect(within(thread).getAllByTestId('tick-read')).toHaveLength(2);
    expect(within(thread).getByTestId('safety-warning')).toHaveTextContent(
      'Never pay before you have seen the car or flat',
    );

    // Opening the thread reads the newest message from the other side, and all before it.
    await waitFor(() => expect(api.calls('PUT', `${THREAD_PATH}/${warned.id}/read`)).toHaveLength(1));
  });

  it('loads the older messages by cursor and puts them above', async () => {
    const newer = message({ content: 'Newest', createdAt: at(0, 10) });
    const older = message({ content: 'Oldest', createdAt: at(0, 8) });
    const api = stubApi({
      'GET /messages/conversations': conversationsAnswer([conversation()]),
      [`GET ${THREAD_PATH}`]: ({ query }) =>
        query.get('cursor') === 'c-1'
          ? messagePage([older])
          : messagePage([newer], { hasMore: true, nextCursor: 'c-1' }),
    });
    await signInAs({ id: ME });
    await renderApp(`/messages/${CHAT}`);

    // jsdom lays nothing out: a first page that does not fill the view asks for the next at once.
    await waitFor(() =>
      expect(screen.getAllByTestId('message-text').map((text) => text.textContent)).toEqual([
        'Oldest',
        'Newest',
      ]),
    );
    expect(api.calls('GET', THREAD_PATH).map((call) => call.query.get('cursor'))).toEqual([null, 'c-1']);
  });

  it('closes the composer of a blocked conversation and offers unblocking in the menu', async () => {
    stubApi({
      'GET /messages/conversations': conversationsAnswer([conversation({ blocked: true })]),
      [`GET ${THREAD_PATH}`]: messagePage([message()], { conversation: conversation({ blocked: true }) }),
    });
    await signInAs({ id: ME });
    await renderApp(`/messages/${CHAT}`);
    expect(await screen.findByTestId('thread-blocked')).toHaveTextContent(
      'Messages between you and this user are blocked',
    );
    expect(screen.queryByTestId('composer')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('thread-menu'));
    expect(await screen.findByTestId('thread-block')).toHaveTextContent('Unblock Samer Khalil');
  });

  it('leads back to the list from the thread', async () => {
    stubApi({
      'GET /messages/conversations': conversationsAnswer([conversation()]),
      [`GET ${THREAD_PATH}`]: messagePage([message()]),
    });
    await signInAs({ id: ME });
    await renderApp(`/messages/${CHAT}`);
    expect(await screen.findByTestId('thread-back')).toHaveAttribute('href', '/messages');
    expect(screen.getByTestId('thread-back')).toHaveAccessibleName('Back to conversations');
  });
});
