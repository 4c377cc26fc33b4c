import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { signOutAndRestore, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session-fixtures';
import { conversation, conversationsAnswer, ME, message, unreadAnswer } from '../test/message-fixtures';

afterEach(signOutAndRestore);

const flat = conversation({
  id: '33333333-3333-4333-8333-333333333333',
  otherParticipant: { id: 'seller-2', name: 'ليلى حداد', profilePicture: null, privateProfile: false },
  listing: {
    id: 'l-2',
    title: 'Flat in Mezzeh, 3 rooms',
    price: 45_000_000,
    currency: 'SYP',
    status: 'rented',
    userId: 'seller-2',
    image: null,
  },
  lastMessage: message({ content: 'مرحبا، الشقة ما زالت متاحة', senderId: 'seller-2' }),
  unreadCount: 3,
});
const car = conversation({
  lastMessage: message({ content: 'See you on Saturday', senderId: ME }),
  unreadCount: 0,
});

describe('inbox', () => {
  it('lists each conversation with the other person, the listing, the last message and its unread count', async () => {
    stubApi({ 'GET /messages/conversations': conversationsAnswer([flat, car]) });
    await signInAs({ id: ME });
    await renderApp('/messages');

    const rows = await screen.findAllByTestId('conversation-row');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual([
      `/messages/${flat.id}`,
      `/messages/${car.id}`,
    ]);
    expect(rows[0]).toHaveTextContent('ليلى حداد');
    expect(rows[0]).toHaveTextContent('Flat in Mezzeh, 3 rooms');
    const preview = within(rows[0]!).getByTestId('conversation-preview');
    expect(preview).toHaveTextContent('مرحبا، الشقة ما زالت متاحة');
    expect(preview).toHaveAttribute('dir', 'auto');
    expect(within(rows[0]!).getByTestId('conversation-unread')).toHaveAccessibleName('3 unread messages');
    expect(within(rows[1]!).queryByTestId('conversation-unread')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByTestId('conversation-thumb')).toHaveAttribute(
      'src',
      '/uploads/corolla.webp',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(screen.queryByTestId('footer')).not.toBeInTheDocument();
    expect(document.title).toBe('Messages · Souqna');
  });

  it('previews an offer by its amount', async () => {
    const offered = conversation({
      lastMessage: message({
        content: '',
        senderId: ME,
        kind: 'offer',
        offer: { amount: 11_500, currency: 'USD', status: 'pending' },
      }),
    });
    stubApi({ 'GET /messages/conversations': conversationsAnswer([offered]) });
    await signInAs({ id: ME });
    await renderApp('/messages');
    const row = await screen.findByTestId('conversation-row');
    expect(within(row).getByTestId('conversation-preview')).toHaveTextContent('Offer: US$11,500');
  });

  it('counts every unread message in the top bar, not only those of the threads listed', async () => {
    // Two threads listed with 3 unread between them; the server's total counts older ones too.
    stubApi({
      'GET /messages/conversations': conversationsAnswer([flat, car]),
      'GET /messages/unread-count': unreadAnswer(7),
    });
    await signInAs({ id: ME });
    await renderApp('/messages');
    expect(await screen.findByTestId('messages-unread')).toHaveTextContent('7');
    expect(screen.getByTestId('messages-link')).toHaveAccessibleName('Messages, 7 unread');
  });

  it('searches by the other person’s name or by the listing', async () => {
    stubApi({ 'GET /messages/conversations': conversationsAnswer([flat, car]) });
    await signInAs({ id: ME });
    await renderApp('/messages');
    const search = await screen.findByTestId('conversation-search');

    await userEvent.type(search, 'corolla');
    expect(screen.getAllByTestId('conversation-row')).toHaveLength(1);
    expect(screen.getByTestId('conversation-row')).toHaveTextContent('Samer Khalil');

    await userEvent.clear(search);
    await userEvent.type(search, 'ليلى');
    expect(screen.getByTestId('conversation-row')).toHaveTextContent('Flat in Mezzeh');

    await userEvent.clear(search);
    await userEvent.type(search, 'nobody');
    expect(screen.getByTestId('conversations-no-match')).toHaveTextContent(
      'No conversation matches your search.',
    );
  });

  it('says when there is no conversation yet', async () => {
    stubApi({ 'GET /messages/conversations': conversationsAnswer([]) });
    await signInAs({ id: ME });
    await renderApp('/messages');
    expect(await screen.findByTestId('conversations-empty')).toHaveTextContent('No conversations yet');
  });
});
