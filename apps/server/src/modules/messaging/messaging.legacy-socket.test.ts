import type { AddressInfo } from 'node:net';
import type { LegacyNewMessage } from '@souqna/contracts';
import { count, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { messagingHelpers, type Person } from '../../test/messaging-people.js';
import { connectedSocket } from '../../test/sockets.js';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

const { signIn, call, open } = messagingHelpers(() => t);

const online = (person: Person) =>
  connectedSocket(url, person.auth.authorization!.replace('Bearer ', ''), sockets);

/** Every `NEW_MESSAGE` a socket gets, in order, and a wait for the next. */
function legacyInbox(socket: Socket) {
  const received: LegacyNewMessage[] = [];
  const waiting: ((message: LegacyNewMessage) => void)[] = [];
  socket.on('NEW_MESSAGE', (message: LegacyNewMessage) => {
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else received.push(message);
  });
  return () =>
    received.length
      ? Promise.resolve(received.shift()!)
      : new Promise<LegacyNewMessage>((resolve) => waiting.push(resolve));
}

const storedIn = async (conversationId: string) =>
  (await t.db.select({ n: count() }).from(messages).where(eq(messages.conversationId, conversationId)))[0]!.n;

describe('the old web client’s NEW_MESSAGE (api-compat section 7)', () => {
  it('relays a REST send once to the receiver, from what is stored, and never stores it twice', async () => {
    const [seller, buyer, stranger] = [await signIn(), await signIn(), await signIn()];
    const listingId = (await t.factories.createListing({ userId: seller.user.id })).id;
    const { id: conversationId } = await open(buyer, seller, listingId, 'first');
    const [sellerSocket, buyerSocket, strangerSocket] = [
      await online(seller),
      await online(buyer),
      await online(stranger),
    ];
    const sellerNext = legacyInbox(sellerSocket);
    const buyerNext = legacyInbox(buyerSocket);

    const sent = await call('POST', `/api/messages/conversations/${conversationId}/messages`, buyer.auth, {
      content: 'Is the price firm?',
    });
    expect(sent.status).toBe(201);
    // What the old client emits: the REST data plus status "sent", its text changed on the way.
    buyerSocket.emit('NEW_MESSAGE', { ...sent.body.data, content: 'forged text', status: 'sent' });
    expect(await sellerNext()).toEqual({
      id: sent.body.data.id,
      senderId: buyer.user.id,
      recipientId: seller.user.id,
      content: 'Is the price firm?',
      createdAt: sent.body.data.createdAt,
      read: false,
      conversationId,
    });

    // The same id again, and the id relayed by the receiver or by a stranger: nothing passes.
    buyerSocket.emit('NEW_MESSAGE', { ...sent.body.data, status: 'sent' });
    sellerSocket.emit('NEW_MESSAGE', { ...sent.body.data, status: 'sent' });
    strangerSocket.emit('NEW_MESSAGE', { ...sent.body.data, status: 'sent' });
    // Then a message the old way, by socket alone: stored once, through the REST path's checks.
    buyerSocket.emit('NEW_MESSAGE', {
      content: 'I can come on Saturday',
      senderId: seller.user.id,
      recipientId: seller.user.id,
      conversationId,
      createdAt: '2001-01-01T00:00:00.000Z',
    });
    const bySocket = await sellerNext();
    expect(bySocket).toMatchObject({
      senderId: buyer.user.id,
      recipientId: seller.user.id,
      content: 'I can come on Saturday',
      conversationId,
    });
    expect(bySocket.createdAt).not.toBe('2001-01-01T00:00:00.000Z');
    expect(await storedIn(conversationId)).toBe(3);

    // The seller answers by socket; the buyer gets it, and had got nothing before it.
    sellerSocket.emit('NEW_MESSAGE', { content: 'Yes, come', conversationId });
    expect(await buyerNext()).toMatchObject({ senderId: seller.user.id, content: 'Yes, come' });
    expect(await storedIn(conversationId)).toBe(4);
  });

  it('a socket send follows the REST rules: no stranger writes into a thread, no empty message', async () => {
    const [seller, buyer, stranger] = [await signIn(), await signIn(), await signIn()];
    const listingId = (await t.factories.createListing({ userId: seller.user.id })).id;
    const { id: conversationId } = await open(buyer, seller, listingId, 'first');
    const sellerNext = legacyInbox(await online(seller));
    const strangerSocket = await online(stranger);
    const buyerSocket = await online(buyer);

    strangerSocket.emit('NEW_MESSAGE', { content: 'spam', conversationId });
    buyerSocket.emit('NEW_MESSAGE', { content: '   ', conversationId });
    buyerSocket.emit('NEW_MESSAGE', { content: 'x'.repeat(2001), conversationId });
    buyerSocket.emit('NEW_MESSAGE', { content: 'the real one', conversationId });
    expect(await sellerNext()).toMatchObject({ content: 'the real one', senderId: buyer.user.id });
    expect(await storedIn(conversationId)).toBe(2);
  });
});
