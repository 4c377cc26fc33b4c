import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { messagingHelpers } from '../../test/messaging-people.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const { signIn, call, open } = messagingHelpers(() => t);

describe('a disabled participant (issue 24)', () => {
  it("takes their conversations and messages from the others' view at once, and enabling gives them back", async () => {
    const admin = await signIn({ role: 'ADMIN' });
    const seller = await signIn({ name: 'Samir Seller' });
    const buyer = await signIn({ name: 'Bushra Buyer' });
    const listingId = (await t.factories.createListing({ userId: buyer.user.id })).id;
    // The seller writes to the buyer: the buyer has an unread message from them.
    const conversation = await open(seller, buyer, listingId, 'Is the price negotiable?');
    const seen = async () => ({
      list: (await call('GET', '/api/messages/conversations', buyer.auth)).body.data.items.map(
        (item: { id: string }) => item.id,
      ),
      thread: (await call('GET', `/api/messages/conversations/${conversation.id}/messages`, buyer.auth))
        .status,
      unread: (await call('GET', '/api/messages/unread-count', buyer.auth)).body.data.count,
    });
    expect(await seen()).toEqual({ list: [conversation.id], thread: 200, unread: 1 });

    expect((await call('POST', `/api/admin/users/${seller.user.id}/disable`, admin.auth)).status).toBe(200);
    expect(await seen()).toEqual({ list: [], thread: 404, unread: 0 });

    expect((await call('POST', `/api/admin/users/${seller.user.id}/enable`, admin.auth)).status).toBe(200);
    expect(await seen()).toEqual({ list: [conversation.id], thread: 200, unread: 1 });
  });

  it('refuses a send into a thread whose other participant is disabled, writing nothing', async () => {
    const admin = await signIn({ role: 'ADMIN' });
    const seller = await signIn();
    const buyer = await signIn();
    const listingId = (await t.factories.createListing({ userId: seller.user.id })).id;
    const conversation = await open(buyer, seller, listingId, 'Is it still available?');
    expect((await call('POST', `/api/admin/users/${seller.user.id}/disable`, admin.auth)).status).toBe(200);

    const refused = await call(
      'POST',
      `/api/messages/conversations/${conversation.id}/messages`,
      buyer.auth,
      {
        content: 'Are you there?',
      },
    );
    expect([refused.status, refused.body.error]).toEqual([
      404,
      { code: 'CONVERSATION_NOT_FOUND', message: 'Conversation not found' },
    ]);

    expect((await call('POST', `/api/admin/users/${seller.user.id}/enable`, admin.auth)).status).toBe(200);
    const thread = await call('GET', `/api/messages/conversations/${conversation.id}/messages`, buyer.auth);
    expect(thread.body.data.items.map((item: { content: string }) => item.content)).toEqual([
      'Is it still available?',
    ]);
    // Disabling ended the seller's sessions: they sign in again and have only the first message unread.
    const { email, password } = seller.user;
    const login = await call('POST', '/api/auth/login', {}, { email, password });
    const sellerAuth = { authorization: `Bearer ${login.body.data.tokens.accessToken}` };
    expect((await call('GET', '/api/messages/unread-count', sellerAuth)).body.data.count).toBe(1);
  });
});
