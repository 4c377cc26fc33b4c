import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { messagingHelpers } from '../../test/messaging-people.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const { signIn, call, open } = messagingHelpers(() => t);
const unreadOf = async (auth: Record<string, string>) => {
  const { status, body } = await call('GET', '/api/messages/unread-count', auth);
  expect(status).toBe(200);
  return body.data as { count: number; conversations: number };
};

describe('GET /api/messages/unread-count', () => {
  it('sums what the caller has not read over every thread, follows read marks and delete-for-me', async () => {
    const seller = await signIn();
    const [first, second] = [await signIn(), await signIn()];
    const listingA = (await t.factories.createListing({ userId: seller.user.id })).id;
    const listingB = (await t.factories.createListing({ userId: seller.user.id })).id;
    expect(await unreadOf(seller.auth)).toEqual({ count: 0, conversations: 0 });

    const a = await open(first, seller, listingA, 'one');
    const b = await open(second, seller, listingB, 'two');
    const more = await call('POST', `/api/messages/conversations/${b.id}/messages`, second.auth, {
      content: 'three',
    });
    expect(more.status).toBe(201);
    // The seller answers in the first thread: their own message counts for nobody but the buyer.
    await call('POST', `/api/messages/conversations/${a.id}/messages`, seller.auth, { content: 'yes' });
    expect(await unreadOf(seller.auth)).toEqual({ count: 3, conversations: 2 });
    expect(await unreadOf(first.auth)).toEqual({ count: 1, conversations: 1 });

    const read = await call(
      'PUT',
      `/api/messages/conversations/${b.id}/messages/${more.body.data.id}/read`,
      seller.auth,
    );
    expect(read.status).toBe(200);
    expect(await unreadOf(seller.auth)).toEqual({ count: 1, conversations: 1 });

    // Hidden for the seller: out of their count, still in the buyer's.
    expect((await call('DELETE', `/api/messages/conversations/${a.id}`, seller.auth)).status).toBe(200);
    expect(await unreadOf(seller.auth)).toEqual({ count: 0, conversations: 0 });
    await call('POST', `/api/messages/conversations/${a.id}/messages`, first.auth, { content: 'back' });
    expect(await unreadOf(seller.auth)).toEqual({ count: 1, conversations: 1 });
    expect(await unreadOf(first.auth)).toEqual({ count: 1, conversations: 1 });
  });

  it('is for signed-in people only', async () => {
    const { status, body } = await call('GET', '/api/messages/unread-count');
    expect(status).toBe(401);
    expect(body.success).toBe(false);
  });
});
