import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MessageImage } from '@souqna/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, signOutAndRestore, stubApi } from '../../../test/api-stub';
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

const photo = (name: string, type = 'image/jpeg', bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type });

const image = (id: string, width = 800, height = 600): MessageImage => ({
  id,
  width,
  height,
  url: `/api/messages/m/images/${id}`,
  thumbnailUrl: `/api/messages/m/images/${id}?size=thumbnail`,
});

describe('photos in messages', () => {
  it('attaches checked photos with previews, sends them as multipart and shows them in a grid', async () => {
    const api = stubApi({
      'GET /messages/conversations': conversationsAnswer([conversation()]),
      [`GET ${THREAD_PATH}`]: messagePage([message({ content: 'Yes, it is' })]),
      [`POST ${THREAD_PATH}`]: () => {
        const own = message({ senderId: ME, content: 'The dent', read: false, images: [image('a')] });
        return {
          status: 201,
          body: { success: true, data: { ...own, message: own, conversation: conversation() } },
        };
      },
    });
    await signInAs({ id: ME });
    await renderApp(`/messages/${CHAT}`);
    const user = userEvent.setup({ applyAccept: false });
    const chooser = await screen.findByTestId('composer-file');

    await user.upload(chooser, [
      photo('front.jpg'),
      photo('manual.pdf', 'application/pdf'),
      photo('huge.png', 'image/png', 11 * 1024 * 1024),
      photo('side.webp', 'image/webp'),
    ]);
    expect(screen.getByTestId('composer-photo-errors')).toHaveTextContent(
      'manual.pdf cannot be sent: only JPEG, PNG, WebP or AVIF photos.huge.png is larger than 10 MB.',
    );
    expect(screen.getAllByTestId('composer-photo')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove side.webp' }));
    expect(screen.getAllByTestId('composer-photo')).toHaveLength(1);

    await user.type(screen.getByTestId('composer-input'), 'The dent{Enter}');
    await waitFor(() => expect(api.calls('POST', THREAD_PATH)).toHaveLength(1));
    const form = api.calls('POST', THREAD_PATH)[0]!.body as FormData;
    expect(form.get('content')).toBe('The dent');
    expect((form.getAll('images') as File[]).map((file) => file.name)).toEqual(['front.jpg']);
    expect(screen.queryByTestId('composer-photo')).not.toBeInTheDocument();

    const shown = await screen.findByTestId('message-photo');
    const thumb = within(shown).getByRole('img', { name: 'Photo 1 of 1, open full screen' });
    expect(thumb).toHaveAttribute('src', '/api/messages/m/images/a?size=thumbnail');
    expect(thumb).toHaveAttribute('width', '800');
    expect(thumb).toHaveAttribute('height', '600');
    expect(thumb).toHaveAttribute('loading', 'lazy');

    await user.click(shown);
    const viewer = await screen.findByTestId('gallery-viewer');
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/api/messages/m/images/a');
  });

  it('refuses a sixth photo with the reason', async () => {
    stubApi({
      'GET /messages/conversations': conversationsAnswer([conversation()]),
      [`GET ${THREAD_PATH}`]: messagePage([message()]),
    });
    await signInAs({ id: ME });
    await renderApp(`/messages/${CHAT}`);
    const chooser = await screen.findByTestId('composer-file');
    await userEvent.upload(
      chooser,
      [1, 2, 3, 4, 5, 6].map((n) => photo(`p${n}.jpg`)),
    );
    expect(screen.getAllByTestId('composer-photo')).toHaveLength(5);
    expect(screen.getByRole('alert')).toHaveTextContent('p6.jpg was left out: at most 5 photos per message.');
    expect(screen.getByTestId('composer-attach')).toBeDisabled();
    expect(screen.getByTestId('composer-send')).toBeEnabled();
  });

  it('says "Photo" in the list for a message of photos only', async () => {
    const last = message({ content: '', images: [image('b')] });
    stubApi({
      'GET /messages/conversations': conversationsAnswer([conversation({ lastMessage: last })]),
      [`GET ${THREAD_PATH}`]: messagePage([last]),
      'GET /messages/unread-count': ok({ count: 0, conversations: 0 }),
    });
    await signInAs({ id: ME });
    await renderApp('/messages');
    expect(await screen.findByTestId('conversation-preview')).toHaveTextContent(/^Photo$/);
  });
});
