import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signOut } from '../../../shared/lib/session';
import { signOutAndRestore, stubApi } from '../../../test/api-stub';
import { fakeRealtime } from '../../../test/fake-socket';
import { renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session-fixtures';
import {
  CHAT,
  conversation,
  conversationsAnswer,
  ME,
  message,
  messagePage,
  SELLER,
  THREAD_PATH,
  unreadAnswer,
} from '../test/message-fixtures';

afterEach(signOutAndRestore);

const mine = message({ senderId: ME, recipientId: SELLER, content: 'Is it still available?', read: false });

async function openThread() {
  let unread = 0;
  const api = stubApi({
    'GET /messages/conversations': () => conversationsAnswer([conversation({ unreadCount: unread })]),
    'GET /messages/unread-count': () => unreadAnswer(unread),
    [`GET ${THREAD_PATH}`]: messagePage([mine]),
  });
  await signInAs({ id: ME });
  await renderApp(`/messages/${CHAT}`);
  await screen.findByText('Is it still available?');
  await waitFor(() => expect(fakeRealtime.open).toBe(1));
  return { api, setUnread: (count: number) => (unread = count) };
}

describe('live messages', () => {
  it('shows whether the other side is online, and when they were last seen once they leave', async () => {
    const seller = conversation().otherParticipant!;
    const online = conversation({ otherParticipant: { ...seller, online: true, lastActiveAt: null } });
    stubApi({
      'GET /messages/conversations': conversationsAnswer([online]),
      [`GET ${THREAD_PATH}`]: messagePage([mine], { conversation: online }),
    });
    await signInAs({ id: ME });
    await renderApp(`/messages/${CHAT}`);
    expect(await screen.findByTestId('thread-presence')).toHaveTextContent('Online');
    await waitFor(() => expect(fakeRealtime.open).toBe(1));

    const left = new Date();
    left.setHours(9, 5, 0, 0);
    act(() =>
      fakeRealtime.send('presence', { userId: SELLER, online: false, lastActiveAt: left.toISOString() }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('thread-presence')).toHaveTextContent(/^Last seen 0?9:05$/),
    );
  });

  it('shows a message the socket brings in the open thread, the inbox and the top bar, asking nothing again', async () => {
    const { api } = await openThread();
    await waitFor(() => expect(api.calls('GET', '/messages/unread-count')).toHaveLength(1));
    const asked = api.calls('GET', '/messages/conversations').length;
    const answer = message({ content: 'نعم، تعال يوم السبت', read: false });
    act(() => {
      fakeRealtime.send('message:new', { conversationId: CHAT, message: answer });
      fakeRealtime.send('conversation:updated', { conversationId: CHAT, unreadCount: 1, message: answer });
    });

    expect(await screen.findByText('نعم، تعال يوم السبت', { selector: 'p' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('conversation-preview')).toHaveTextContent('نعم، تعال يوم السبت'),
    );
    expect(await screen.findByTestId('messages-unread')).toHaveTextContent('1');
    expect(api.calls('GET', '/messages/conversations')).toHaveLength(asked);
    expect(api.calls('GET', '/messages/unread-count')).toHaveLength(1);
  });

  it('reads the inbox again for a thread it does not hold, and drops one hidden in another tab', async () => {
    const { api } = await openThread();
    await screen.findByTestId('conversation-row');
    const asked = api.calls('GET', '/messages/conversations').length;
    const other = '33333333-3333-4333-8333-333333333333';
    act(() =>
      fakeRealtime.send('conversation:updated', {
        conversationId: other,
        unreadCount: 1,
        message: message({ conversationId: other }),
      }),
    );
    await waitFor(() => expect(api.calls('GET', '/messages/conversations').length).toBeGreaterThan(asked));

    act(() => fakeRealtime.send('conversation:updated', { conversationId: CHAT, hidden: true }));
    await waitFor(() => expect(screen.queryByTestId('conversation-row')).not.toBeInTheDocument());
  });

  it('ticks one’s own message read when the other side reads it', async () => {
    await openThread();
    const own = () => screen.getAllByTestId('message').find((row) => row.dataset.own === 'true')!;
    expect(within(own()).getByTestId('tick-sent')).toBeInTheDocument();
    act(() =>
      fakeRealtime.send('message:read', {
        conversationId: CHAT,
        readerId: SELLER,
        messageId: mine.id,
        readAt: new Date().toISOString(),
      }),
    );
    expect(await within(own()).findByTestId('tick-read')).toBeInTheDocument();
  });

  it('says quietly that it is reconnecting, and reads everything again once back', async () => {
    const { api } = await openThread();
    const before = api.calls('GET', THREAD_PATH).length;
    act(() => fakeRealtime.drop());
    expect(await screen.findByTestId('connection-notice')).toHaveTextContent('Reconnecting…');

    act(() => fakeRealtime.reconnect());
    await waitFor(() => expect(screen.queryByTestId('connection-notice')).not.toBeInTheDocument());
    await waitFor(() => expect(api.calls('GET', THREAD_PATH).length).toBeGreaterThan(before));
  });

  it('closes the socket on sign-out', async () => {
    await openThread();
    await act(() => signOut());
    await waitFor(() => expect(fakeRealtime.open).toBe(0));
  });

  it('shows one’s message once when the socket brings it before the send is answered', async () => {
    await openThread();
    const stub = globalThis.fetch;
    // The send's answer never comes in this test: only the socket's copy does.
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      init?.method === 'POST' && String(input).endsWith(THREAD_PATH)
        ? new Promise<Response>(() => undefined)
        : stub(input, init),
    );
    await userEvent.type(screen.getByTestId('composer-input'), 'Is it Is it still available?{Enter}');
    const text = 'Is it Is it still available?';
    expect(await screen.findAllByText(text)).toHaveLength(1);
    const copy = message({ senderId: ME, recipientId: SELLER, content: text, read: false });
    act(() => fakeRealtime.send('message:new', { conversationId: CHAT, message: copy }));
    await waitFor(() =>
      expect(screen.getByText(text).closest('li')).not.toHaveAttribute('data-status', 'sending'),
    );
    expect(screen.getAllByText(text)).toHaveLength(1);
    expect(within(screen.getByText(text).closest('li')!).getByTestId('tick-sent')).toBeInTheDocument();
  });
});
