import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, signOutAndRestore, stubApi, TOAST_WAIT } from '../../../test/api-stub';
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

const mine = message({ senderId: ME, recipientId: SELLER, content: 'wrong number, sorry' });
const theirs = message({ content: 'Who is this?' });

async function openThread(extra: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /messages/conversations': conversationsAnswer([conversation()]),
    'GET /messages/unread-count': unreadAnswer(0),
    [`GET ${THREAD_PATH}`]: messagePage([theirs, mine]),
    ...extra,
  });
  await signInAs({ id: ME });
  const rendered = await renderApp(`/messages/${CHAT}`);
  await screen.findByText('wrong number, sorry');
  return { api, ...rendered };
}

describe('deleting in a thread', () => {
  it('deletes one’s own message after asking; others’ messages have no delete', async () => {
    const { api } = await openThread({
      [`DELETE /messages/${mine.id}`]: ok({ id: mine.id, message: 'Message deleted' }),
    });
    const rows = screen.getAllByTestId('message');
    const own = rows.find((row) => row.dataset.own === 'true')!;
    expect(
      within(rows.find((row) => row.dataset.own === 'false')!).queryByTestId('message-delete'),
    ).toBeNull();

    await userEvent.click(within(own).getByRole('button', { name: 'Delete message' }));
    const dialog = await screen.findByTestId('message-delete-dialog');
    expect(dialog).toHaveTextContent('It will show as deleted for both of you.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('DELETE', `/messages/${mine.id}`)).toHaveLength(0);

    await userEvent.click(within(own).getByRole('button', { name: 'Delete message' }));
    await userEvent.click(await screen.findByTestId('message-delete-dialog-confirm'));
    expect(await screen.findByText('Message deleted.', {}, TOAST_WAIT)).toBeInTheDocument();
    expect(api.calls('DELETE', `/messages/${mine.id}`)).toHaveLength(1);
  });

  it('deletes the conversation for me from the menu, after asking, and goes back to the list', async () => {
    const { api, router } = await openThread({
      [`DELETE /messages/conversations/${CHAT}`]: ok({ id: CHAT, message: 'Conversation deleted' }),
    });
    await userEvent.click(screen.getByTestId('thread-menu'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete conversation' }));
    const dialog = await screen.findByTestId('thread-delete-dialog');
    expect(dialog).toHaveTextContent('Samer Khalil keeps it');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete conversation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages'));
    expect(api.calls('DELETE', `/messages/conversations/${CHAT}`)).toHaveLength(1);
    expect(await screen.findByText('Conversation deleted.', {}, TOAST_WAIT)).toBeInTheDocument();
  });
});

describe('blocked people', () => {
  it('lists whom one blocked and unblocks them', async () => {
    const samer = conversation().otherParticipant!;
    let blocked = true;
    const api = stubApi({
      'GET /messages/conversations': conversationsAnswer([]),
      'GET /messages/unread-count': unreadAnswer(0),
      'GET /users/blocked': () =>
        ok({ items: blocked ? [{ user: samer, blockedAt: '2026-11-25T10:00:00.000Z' }] : [] }),
      [`DELETE /users/${SELLER}/block`]: () => {
        blocked = false;
        return ok({ userId: SELLER, blocked: false });
      },
    });
    await signInAs({ id: ME });
    await renderApp('/messages');
    await userEvent.click(await screen.findByTestId('blocked-open'));
    const dialog = await screen.findByTestId('blocked-dialog');
    expect(await within(dialog).findByTestId('blocked-person')).toHaveTextContent('Samer Khalil');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    expect(await within(dialog).findByText('You have not blocked anyone.')).toBeInTheDocument();
    expect(api.calls('DELETE', `/users/${SELLER}/block`)).toHaveLength(1);
  });
});

describe('the phone’s menu button', () => {
  it('carries a dot while messages wait unread', async () => {
    stubApi({ 'GET /messages/unread-count': unreadAnswer(2) });
    await signInAs({ id: ME });
    await renderApp('/about');
    const button = await screen.findByTestId('mobile-menu-button');
    expect(await within(button).findByTestId('menu-unread-dot')).toBeInTheDocument();
  });
});
