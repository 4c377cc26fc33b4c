import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { messagingHelpers, type Person } from '../../test/messaging-people.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const { signIn, call, open } = messagingHelpers(() => t);

let seller: Person;
let buyer: Person;
let conversationId: string;
beforeEach(async () => {
  seller = await signIn();
  buyer = await signIn();
  const listing = await t.factories.createListing({ userId: seller.user.id });
  conversationId = (await open(buyer, seller, listing.id)).id;
});

const offer = (from: Person, payload: object) =>
  call('POST', `/api/messages/conversations/${conversationId}/offers`, from.auth, payload);
const answer = (from: Person, messageId: string, reply: 'accept' | 'decline') =>
  call('PUT', `/api/messages/conversations/${conversationId}/offers/${messageId}`, from.auth, {
    answer: reply,
  });

describe('offers', () => {
  it('the buyer offers, the seller accepts once, and the thread shows its state', async () => {
    const made = await offer(buyer, { amount: '7٬500', currency: 'USD', content: 'Cash, this week' });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({
      kind: 'offer',
      content: 'Cash, this week',
      offer: { amount: 7500, currency: 'USD', status: 'pending' },
    });
    const id = made.body.data.id as string;

    const byBuyer = await answer(buyer, id, 'accept');
    expect([byBuyer.status, byBuyer.body.error.code]).toEqual([403, 'OFFER_NOT_ANSWERABLE']);
    const accepted = await answer(seller, id, 'accept');
    expect(accepted.body.data.offer).toEqual({ amount: 7500, currency: 'USD', status: 'accepted' });
    const again = await answer(seller, id, 'decline');
    expect([again.status, again.body.error.code]).toEqual([409, 'OFFER_ALREADY_ANSWERED']);

    const thread = await call('GET', `/api/messages/conversations/${conversationId}/messages`, buyer.auth);
    expect(thread.body.data.items[0]).toMatchObject({ id, offer: { status: 'accepted' } });
    expect(thread.body.data.items[1]).toMatchObject({ kind: 'text', offer: null });
  });

  it('a seller declines; the seller cannot offer on their own listing; a text message is no offer', async () => {
    const made = await offer(buyer, { amount: 12_000_000, currency: 'SYP' });
    expect((await answer(seller, made.body.data.id, 'decline')).body.data.offer.status).toBe('declined');
    const own = await offer(seller, { amount: 100, currency: 'USD' });
    expect([own.status, own.body.error.code]).toEqual([403, 'OFFER_NOT_ALLOWED']);
    const text = await call('POST', `/api/messages/conversations/${conversationId}/messages`, buyer.auth, {
      content: 'Just a question',
    });
    expect((await answer(seller, text.body.data.id, 'accept')).body.error.code).toBe('MESSAGE_NOT_FOUND');
    for (const amount of [0, -5, 'a lot']) {
      expect((await offer(buyer, { amount, currency: 'USD' })).status).toBe(400);
    }
  });

  it('no offers in a conversation about nothing, or with an outsider', async () => {
    const direct = await call('POST', '/api/messages', buyer.auth, {
      recipientId: seller.user.id,
      content: 'Hi',
    });
    const inDirect = await call(
      'POST',
      `/api/messages/conversations/${direct.body.data.conversationId}/offers`,
      buyer.auth,
      {
        amount: 100,
        currency: 'USD',
      },
    );
    expect(inDirect.body.error.code).toBe('OFFER_NOT_ALLOWED');
    const outsider = await signIn();
    expect((await offer(outsider, { amount: 100, currency: 'USD' })).body.error.code).toBe(
      'CONVERSATION_NOT_FOUND',
    );
  });
});
