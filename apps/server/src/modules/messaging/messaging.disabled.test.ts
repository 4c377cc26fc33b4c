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
});
