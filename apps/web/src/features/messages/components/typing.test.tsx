import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
} from '../test/message-fixtures';

afterEach(async () => {
  vi.useRealTimers();
  fakeRealtime.clearEmitted();
  await signOutAndRestore();
});

async function openThread() {
  stubApi({
    'GET /messages/conversations': conversationsAnswer([conversation()]),
    [`GET ${THREAD_PATH}`]: messagePage([message({ content: 'Hello' })]),
  });
  await signInAs({ id: ME });
  await renderApp(`/messages/${CHAT}`);
  await screen.findByText('Hello');
  await waitFor(() => expect(fakeRealtime.open).toBe(1));
  fakeRealtime.clearEmitted();
}

const typingSent = () =>
  fakeRealtime.emitted.filter(({ event }) => event === 'typing').map(({ payload }) => payload);

describe('typing', () => {
  it('tells the other side once while the reader types, and that they stopped when the message goes', async () => {
    await openThread();
    const box = screen.getByTestId('composer-input');
    await userEvent.type(box, 'Is it');
    expect(typingSent()).toEqual([{ conversationId: CHAT, typing: true }]);
    await userEvent.type(box, '{Enter}');
    expect(typingSent()).toEqual([
      { conversationId: CHAT, typing: true },
      { conversationId: CHAT, typing: false },
    ]);
  });

  it('stops when the box loses focus, and after a pause in typing', async () => {
    await openThread();
    const box = screen.getByTestId('composer-input');
    await userEvent.type(box, 'Hi');
    await userEvent.tab();
    expect(typingSent().at(-1)).toEqual({ conversationId: CHAT, typing: false });

    fakeRealtime.clearEmitted();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.type(box, '!');
    expect(typingSent()).toEqual([{ conversationId: CHAT, typing: true }]);
    act(() => void vi.advanceTimersByTime(4100));
    expect(typingSent().at(-1)).toEqual({ conversationId: CHAT, typing: false });
  });

  it('shows when the other party types, and clears it on their stop or after a while', async () => {
    await openThread();
    act(() => fakeRealtime.send('typing', { conversationId: CHAT, userId: SELLER, typing: true }));
    expect(await screen.findByTestId('typing-indicator')).toHaveTextContent('Samer Khalil is typing…');
    act(() => fakeRealtime.send('typing', { conversationId: CHAT, userId: SELLER, typing: false }));
    expect(screen.queryByTestId('typing-indicator')).not.toBeInTheDocument();

    // Another thread's typing is not this one's.
    act(() => fakeRealtime.send('typing', { conversationId: 'other', userId: SELLER, typing: true }));
    expect(screen.queryByTestId('typing-indicator')).not.toBeInTheDocument();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => fakeRealtime.send('typing', { conversationId: CHAT, userId: SELLER, typing: true }));
    expect(screen.getByTestId('typing-indicator')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(6100));
    expect(screen.queryByTestId('typing-indicator')).not.toBeInTheDocument();
  });
});
