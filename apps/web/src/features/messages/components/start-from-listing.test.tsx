import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, signOutAndRestore, stubApi } from '../../../test/api-stub';
import { changeLanguage } from '../../../shared/lib/i18n';
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
  SELLER,
  THREAD_PATH,
} from '../test/message-fixtures';

afterEach(async () => {
  await changeLanguage('en');
  await signOutAndRestore();
});

const START = `/messages?listing=${LISTING}&seller=${SELLER}`;

function server(thread: ReturnType<typeof messagePage>) {
  return stubApi({
    'GET /messages/conversations': conversationsAnswer([conversation()]),
    'POST /messages/conversations': { status: 201, body: { success: true, data: conversation() } },
    [`GET ${THREAD_PATH}`]: thread,
  });
}

describe('message the seller', () => {
  it('opens the conversation about the listing with its first words written', async () => {
    const api = server(messagePage([]));
    await signInAs({ id: ME });
    const { router } = await renderApp(START);

    await waitFor(() => expect(router.state.location.pathname).toBe(`/messages/${CHAT}`));
    expect(api.calls('POST', '/messages/conversations')[0]!.body).toEqual({
      participantIds: [SELLER],
      listingId: LISTING,
    });
    expect(await screen.findByTestId('composer-input')).toHaveValue(
      'Hello, is the Toyota Corolla 2019 still available?',
    );
    // Back from the thread leads to the list, not to this step again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('writes the first words in the reader’s language', async () => {
    server(messagePage([]));
    await signInAs({ id: ME, preferences: { language: 'ar', theme: 'light', latinDigits: false } });
    await changeLanguage('ar');
    await renderApp(START);
    expect(await screen.findByTestId('composer-input')).toHaveValue(
      'مرحباً، هل Toyota Corolla 2019 ما زال متوفراً؟',
    );
  });

  it('opens an existing conversation as it is, with nothing written for the reader', async () => {
    server(messagePage([message({ senderId: ME, content: 'Is it still available?' })]));
    await signInAs({ id: ME });
    await renderApp(START);
    expect(await screen.findByText('Is it still available?')).toBeInTheDocument();
    expect(screen.getByTestId('composer-input')).toHaveValue('');
  });

  it('says why a conversation cannot be started', async () => {
    stubApi({
      'GET /messages/conversations': conversationsAnswer([]),
      'POST /messages/conversations': fail(409, 'LISTING_NOT_ACTIVE'),
    });
    await signInAs({ id: ME });
    await renderApp(START);
    const failed = await screen.findByTestId('thread-start-failed');
    expect(failed).toHaveTextContent('This listing is no longer available');
    expect(screen.getByRole('link', { name: 'Back to the listing' })).toHaveAttribute(
      'href',
      `/listings/${LISTING}`,
    );
  });
});
