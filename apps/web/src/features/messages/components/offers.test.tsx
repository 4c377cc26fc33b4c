import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Message } from '@souqna/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../shared/lib/i18n';
import { fail, ok, signOutAndRestore, stubApi } from '../../../test/api-stub';
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
  await signOutAndRestore();
  await act(() => changeLanguage('en'));
});

const OFFERS_PATH = `/messages/conversations/${CHAT}/offers`;
const buyer = { id: ME, name: 'Maya Haddad', profilePicture: null, privateProfile: false };

const offer = (status: 'pending' | 'accepted' | 'declined', overrides: Partial<Message> = {}) =>
  message({
    senderId: ME,
    recipientId: SELLER,
    content: 'Cash, this week',
    kind: 'offer',
    offer: { amount: 11500, currency: 'USD', status },
    ...overrides,
  });

/** The seller's view of a thread with `items`, the buyer on the other side. */
async function openAsSeller(items: Message[], routes: Parameters<typeof stubApi>[0] = {}) {
  const chat = conversation({ otherParticipant: buyer, participants: [buyer] });
  const api = stubApi({
    'GET /messages/conversations': conversationsAnswer([chat]),
    [`GET ${THREAD_PATH}`]: messagePage(items, { conversation: chat }),
    ...routes,
  });
  await signInAs({ id: SELLER });
  await renderApp(`/messages/${CHAT}`);
  return { api, card: await screen.findByTestId('offer-card') };
}

describe('offer card', () => {
  it('shows the amount in the reader’s digits, its state, and Accept and Decline for the owner', async () => {
    const pending = offer('pending');
    const accepted = { ...pending, offer: { ...pending.offer!, status: 'accepted' as const } };
    const { api, card } = await openAsSeller([pending], {
      [`PUT ${OFFERS_PATH}/${pending.id}`]: ok(accepted),
    });
    expect(within(card).getByTestId('offer-amount')).toHaveTextContent('US$11,500');
    expect(within(card).getByTestId('offer-status')).toHaveTextContent('Waiting for an answer');
    expect(screen.getByText('Cash, this week')).toBeInTheDocument();
    expect(screen.queryByTestId('offer-form')).not.toBeInTheDocument();
    expect(screen.queryByTestId('offer-open')).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(card).toHaveAttribute('data-status', 'accepted'));
    expect(api.calls('PUT', `${OFFERS_PATH}/${pending.id}`)[0]?.body).toEqual({ answer: 'accept' });
    expect(within(card).getByTestId('offer-status')).toHaveTextContent('Accepted');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('declines, and shows a refusal in the reader’s language', async () => {
    const pending = offer('pending');
    const { api, card } = await openAsSeller([pending], {
      [`PUT ${OFFERS_PATH}/${pending.id}`]: fail(409, 'OFFER_ALREADY_ANSWERED'),
    });
    await userEvent.click(within(card).getByTestId('offer-decline'));
    expect(await within(card).findByRole('alert')).toHaveTextContent('This offer has already been answered');
    expect(api.calls('PUT', `${OFFERS_PATH}/${pending.id}`)[0]?.body).toEqual({ answer: 'decline' });
  });

  it('takes the answer that `message:updated` brings, and shows Arabic digits in Arabic', async () => {
    const pending = offer('pending');
    const { card } = await openAsSeller([pending]);
    await act(() => changeLanguage('ar'));
    expect(within(card).getByTestId('offer-amount').textContent).toMatch(/١١٬٥٠٠/);
    await waitFor(() => expect(fakeRealtime.open).toBe(1));
    act(() =>
      fakeRealtime.send('message:updated', {
        conversationId: CHAT,
        message: { ...pending, offer: { ...pending.offer!, status: 'declined' } },
      }),
    );
    await waitFor(() => expect(card).toHaveAttribute('data-status', 'declined'));
    expect(within(card).getByTestId('offer-status')).toHaveTextContent('مرفوض');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('gives the buyer no buttons on their own offer, only its state', async () => {
    stubApi({
      'GET /messages/conversations': conversationsAnswer([conversation()]),
      [`GET ${THREAD_PATH}`]: messagePage([offer('pending')]),
    });
    await signInAs({ id: ME });
    await renderApp(`/messages/${CHAT}`);
    const card = await screen.findByTestId('offer-card');
    expect(within(card).getByTestId('offer-status')).toHaveTextContent('Waiting for an answer');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('offer form', () => {
  it('lets the buyer offer an amount in a currency and puts the offer in the thread', async () => {
    const made = offer('pending', {
      content: '',
      offer: { amount: 9000000, currency: 'SYP', status: 'pending' },
    });
    const api = stubApi({
      'GET /messages/conversations': conversationsAnswer([conversation()]),
      [`GET ${THREAD_PATH}`]: messagePage([message({ content: 'Hello' })]),
      [`POST ${OFFERS_PATH}`]: ok({ ...made, message: made, conversation: conversation() }),
    });
    await signInAs({ id: ME });
    await renderApp(`/messages/${CHAT}`);

    await userEvent.click(await screen.findByRole('button', { name: 'Make an offer' }));
    const form = screen.getByTestId('offer-form');
    expect(within(form).getByLabelText('Currency')).toHaveValue('USD');
    await userEvent.type(within(form).getByLabelText('Your offer'), '٩٠٠٠٠٠٠');
    await userEvent.selectOptions(within(form).getByLabelText('Currency'), 'SYP');
    await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));

    const card = await screen.findByTestId('offer-card');
    expect(within(card).getByTestId('offer-amount')).toHaveTextContent('9,000,000');
    expect(api.calls('POST', OFFERS_PATH)[0]?.body).toEqual({ amount: '٩٠٠٠٠٠٠', currency: 'SYP' });
    expect(screen.queryByTestId('offer-form')).not.toBeInTheDocument();
  });

  it('keeps the form open with the server’s refusal', async () => {
    stubApi({
      'GET /messages/conversations': conversationsAnswer([conversation()]),
      [`GET ${THREAD_PATH}`]: messagePage([]),
      [`POST ${OFFERS_PATH}`]: fail(403, 'OFFER_NOT_ALLOWED'),
    });
    await signInAs({ id: ME });
    await renderApp(`/messages/${CHAT}`);
    await userEvent.click(await screen.findByTestId('offer-open'));
    await userEvent.type(screen.getByLabelText('Your offer'), '100');
    await userEvent.click(screen.getByTestId('offer-send'));
    expect(await within(screen.getByTestId('offer-form')).findByRole('alert')).toHaveTextContent(
      'Offers are made by the buyer',
    );
  });

  it('is not offered on a listing no longer for sale', async () => {
    const sold = conversation({ listing: { ...conversation().listing!, status: 'sold' } });
    stubApi({
      'GET /messages/conversations': conversationsAnswer([sold]),
      [`GET ${THREAD_PATH}`]: messagePage([message()], { conversation: sold }),
    });
    await signInAs({ id: ME });
    await renderApp(`/messages/${CHAT}`);
    await screen.findByTestId('composer');
    expect(screen.queryByTestId('offer-open')).not.toBeInTheDocument();
  });
});
