import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, ok, signOutAndRestore, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { signInAs } from '../../../test/session-fixtures';
import {
  CHAT,
  conversation,
  conversationsAnswer,
  ME,
  message,
  messagePage,
  THREAD_PATH,
} from '../test/message-fixtures';

afterEach(signOutAndRestore);

const sent = (content: string) => {
  const own = message({ senderId: ME, content, read: false });
  return {
    status: 201,
    body: { success: true, data: { ...own, message: own, conversation: conversation() } },
  };
};

async function openThread(answer: Parameters<typeof stubApi>[0][string]) {
  const api = stubApi({
    'GET /messages/conversations': conversationsAnswer([conversation()]),
    [`GET ${THREAD_PATH}`]: messagePage([message({ content: 'Yes, it is' })]),
    [`POST ${THREAD_PATH}`]: answer,
  });
  await signInAs({ id: ME });
  await renderApp(`/messages/${CHAT}`);
  return { api, input: await screen.findByTestId('composer-input') };
}

describe('composer', () => {
  it('sends on Enter, breaks the line on Shift+Enter, and shows the message at once', async () => {
    const { api, input } = await openThread(({ body }) => sent((body as { content: string }).content));
    await userEvent.type(input, 'Can I see it{Shift>}{Enter}{/Shift}on Saturday?');
    expect(input).toHaveValue('Can I see it\non Saturday?');
    expect(api.calls('POST', THREAD_PATH)).toHaveLength(0);

    await userEvent.keyboard('{Enter}');
    expect(input).toHaveValue('');
    await waitFor(() => expect(api.calls('POST', THREAD_PATH)).toHaveLength(1));
    expect(api.calls('POST', THREAD_PATH)[0]!.body).toEqual({ content: 'Can I see it\non Saturday?' });
    const own = screen.getAllByTestId('message').filter((row) => row.dataset.own === 'true');
    expect(own).toHaveLength(1);
    expect(own[0]).toHaveTextContent('Can I see it on Saturday?');
    await waitFor(() => expect(within(own[0]!).getByTestId('tick-sent')).toBeInTheDocument());
  });

  it('keeps a failed message with a retry that sends it again', async () => {
    let attempts = 0;
    const { api, input } = await openThread(({ body }) =>
      ++attempts === 1 ? fail(500, 'INTERNAL_ERROR') : sent((body as { content: string }).content),
    );
    await userEvent.type(input, 'Hello{Enter}');

    const retry = await screen.findByTestId('message-retry');
    expect(screen.getByRole('alert')).toHaveTextContent('Not sent.');
    await userEvent.click(retry);
    await waitFor(() => expect(screen.queryByTestId('message-retry')).not.toBeInTheDocument());
    expect(api.calls('POST', THREAD_PATH)).toHaveLength(2);
    expect(screen.getAllByTestId('message-text').map((text) => text.textContent)).toEqual([
      'Yes, it is',
      'Hello',
    ]);
  });

  it('sends nothing empty', async () => {
    const { api, input } = await openThread(ok({}));
    await userEvent.type(input, '   {Enter}');
    expect(screen.getByTestId('composer-send')).toBeDisabled();
    expect(api.calls('POST', THREAD_PATH)).toHaveLength(0);
  });
});
