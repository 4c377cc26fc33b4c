import type { AddressInfo } from 'node:net';
import type { ServerToClientEvents } from '@souqna/contracts';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { userSettings } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { startMailSink, type MailSink } from '../../test/mail-sink.js';

let t: TestApp;
let mail: MailSink;
let url: string;
beforeAll(async () => {
  mail = await startMailSink();
  t = await buildTestApp({ SMTP_URL: mail.url });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

let addresses = 0;
const address = () => `10.33.${(++addresses >> 8) & 255}.${addresses & 255}`;

async function signIn(existing?: Awaited<ReturnType<TestApp['factories']['createUser']>>) {
  const user = existing ?? (await t.factories.createUser());
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: address(),
    payload: { email: user.email, password: user.password },
  });
  const { accessToken, refreshToken } = response.json().data.tokens as Record<string, string>;
  return { user, accessToken, refreshToken, auth: { authorization: `Bearer ${accessToken}` } };
}
type Person = Awaited<ReturnType<typeof signIn>>;

type Options = Parameters<typeof connect>[1];
function open(options: Options) {
  const socket = connect(url, { transports: ['websocket'], reconnection: false, forceNew: true, ...options });
  sockets.push(socket);
  return socket;
}

/** Connected, or the reason the handshake was refused. */
const outcome = (socket: Socket) =>
  new Promise<string>((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(`refused: ${error.message}`));
  });

async function online(person: Person) {
  const socket = open({ auth: { token: person.accessToken } });
  expect(await outcome(socket)).toBe('connected');
  return socket;
}

const next = <K extends keyof ServerToClientEvents>(socket: Socket, event: K) =>
  new Promise<Parameters<ServerToClientEvents[K]>[0]>((resolve) =>
    socket.once(event as string, (payload: Parameters<ServerToClientEvents[K]>[0]) => resolve(payload)),
  );

const send = async (from: Person, path: string, payload?: object, method: 'POST' | 'PUT' = 'POST') =>
  (
    await t.app.inject({
      method,
      url: path,
      headers: from.auth,
      remoteAddress: address(),
      ...(payload ? { payload } : {}),
    })
  ).json().data;

describe('the handshake', () => {
  it('takes the token in auth.token, the Authorization header, the token query or the session cookie', async () => {
    const person = await signIn();
    const placements: Options[] = [
      { auth: { token: person.accessToken } },
      { auth: { token: `Bearer ${person.accessToken}` } },
      { extraHeaders: { authorization: `Bearer ${person.accessToken}` } },
      { query: { token: person.accessToken } },
      { extraHeaders: { cookie: `session_token=${person.accessToken}` } },
    ];
    for (const options of placements)
      expect(await outcome(open(options)), JSON.stringify(options)).toBe('connected');
  });

  it('refuses no token, a forged one, an ended session, and a cookie sent from another site', async () => {
    const person = await signIn();
    const ended = await signIn();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: ended.auth,
      remoteAddress: address(),
      payload: { refreshToken: ended.refreshToken },
    });
    const refused: Options[] = [
      {},
      { auth: { token: 'not.a.token' } },
      { auth: { token: ended.accessToken } },
      { extraHeaders: { cookie: `session_token=${person.accessToken}`, origin: 'https://evil.example' } },
    ];
    for (const options of refused) {
      expect(await outcome(open(options)), JSON.stringify(options)).toMatch(/^refused: /);
    }
  });

  it('closes a session’s sockets the moment it logs out', async () => {
    const person = await signIn();
    const socket = await online(person);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: person.auth,
      remoteAddress: address(),
      payload: { refreshToken: person.refreshToken },
    });
    expect(await closed).toBe('io server disconnect');
  });

  const closedBy = (socket: Socket) => new Promise<string>((resolve) => socket.once('disconnect', resolve));

  it('a password change closes the other sessions’ sockets and keeps this one’s', async () => {
    const user = await t.factories.createUser();
    // The code mail must be the only mail the sign-ins cause.
    await t.db
      .update(userSettings)
      .set({ loginNotifications: false })
      .where(eq(userSettings.userId, user.id));
    const person = await signIn(user);
    const other = await signIn(user);
    const [kept, ended] = await Promise.all([online(person), online(other)]);
    const endedClosed = closedBy(ended);
    await send(person, '/api/auth/send-password-change-verification', {});
    const verificationCode = await mail.latestCode(user.email);
    const changed = await send(person, '/api/auth/change-password', {
      currentPassword: person.user.password,
      newPassword: 'Brand#New2026',
      verificationCode,
    });
    expect(changed).toEqual({ message: 'Password changed successfully' });
    expect(await endedClosed).toBe('io server disconnect');
    // The one revocation closed the other session's socket; this session's was never in it.
    expect(kept.connected).toBe(true);
  });

  it('deleting the account closes its sockets at once', async () => {
    const person = await signIn();
    const socket = await online(person);
    const closed = closedBy(socket);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/account',
      headers: person.auth,
      remoteAddress: address(),
      payload: { password: person.user.password },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });
});

describe('events', () => {
  it('a message sent over HTTP reaches the receiver live, and the read mark comes back', async () => {
    const [buyer, seller] = await Promise.all([signIn(), signIn()]);
    const listing = await t.factories.createListing({ userId: seller.user.id });
    const [buyerSocket, sellerSocket] = await Promise.all([online(buyer), online(seller)]);

    const alert = next(sellerSocket, 'NEW_MESSAGE_ALERT');
    const arrived = next(sellerSocket, 'message:new');
    const updated = next(sellerSocket, 'conversation:updated');
    const echoed = next(buyerSocket, 'message:new');
    const sent = await send(buyer, '/api/messages', {
      recipientId: seller.user.id,
      content: 'Hello, is the Toyota Corolla 2015 still available?',
      listingId: listing.id,
    });
    expect(await alert).toEqual({
      id: sent.id,
      type: 'NEW_MESSAGE',
      relatedId: sent.conversationId,
      userId: seller.user.id,
      senderId: buyer.user.id,
      content: 'Hello, is the Toyota Corolla 2015 still available?',
      createdAt: sent.createdAt,
      read: false,
      images: [],
    });
    expect(await arrived).toEqual({ conversationId: sent.conversationId, message: sent.message });
    // What changed, not the thread: the receiver's list applies it.
    expect(await updated).toEqual({
      conversationId: sent.conversationId,
      unreadCount: 1,
      message: sent.message,
    });
    expect((await echoed).message.id).toBe(sent.id);

    const readMark = next(buyerSocket, 'message:read');
    const readerList = next(sellerSocket, 'conversation:updated');
    await send(
      seller,
      `/api/messages/conversations/${sent.conversationId}/messages/${sent.id}/read`,
      undefined,
      'PUT',
    );
    expect(await readMark).toMatchObject({
      conversationId: sent.conversationId,
      readerId: seller.user.id,
      messageId: sent.id,
    });
    // The reader's other tabs: the badge, nothing more.
    expect(await readerList).toEqual({ conversationId: sent.conversationId, unreadCount: 0 });

    const hidden = next(sellerSocket, 'conversation:updated');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/messages/conversations/${sent.conversationId}`,
      headers: seller.auth,
      remoteAddress: address(),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await hidden).toEqual({ conversationId: sent.conversationId, hidden: true });
  });

  it('an answered offer changes in place on both sides', async () => {
    const [buyer, seller] = await Promise.all([signIn(), signIn()]);
    const listing = await t.factories.createListing({ userId: seller.user.id });
    const first = await send(buyer, '/api/messages', {
      recipientId: seller.user.id,
      content: 'Hi',
      listingId: listing.id,
    });
    const offer = await send(buyer, `/api/messages/conversations/${first.conversationId}/offers`, {
      amount: 7000,
      currency: 'USD',
    });
    const buyerSocket = await online(buyer);
    const updated = next(buyerSocket, 'message:updated');
    await send(
      seller,
      `/api/messages/conversations/${first.conversationId}/offers/${offer.id}`,
      { answer: 'accept' },
      'PUT',
    );
    expect(await updated).toMatchObject({
      conversationId: first.conversationId,
      message: { id: offer.id, offer: { amount: 7000, currency: 'USD', status: 'accepted' } },
    });
  });

  it('a message its sender deletes shows deleted in place on the other side', async () => {
    const [buyer, seller] = await Promise.all([signIn(), signIn()]);
    const listing = await t.factories.createListing({ userId: seller.user.id });
    const sent = await send(buyer, '/api/messages', {
      recipientId: seller.user.id,
      content: 'wrong number, sorry',
      listingId: listing.id,
    });
    const sellerSocket = await online(seller);
    const updated = next(sellerSocket, 'message:updated');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/messages/${sent.id}`,
      headers: buyer.auth,
      remoteAddress: address(),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await updated).toMatchObject({
      conversationId: sent.conversationId,
      message: { id: sent.id, deleted: true, content: '' },
    });
  });

  it('typing reaches the other participant', async () => {
    const [buyer, seller] = await Promise.all([signIn(), signIn()]);
    const sent = await send(buyer, '/api/messages', { recipientId: seller.user.id, content: 'Hi' });
    const [buyerSocket, sellerSocket] = await Promise.all([online(buyer), online(seller)]);
    const typing = next(sellerSocket, 'typing');
    buyerSocket.emit('typing', { conversationId: sent.conversationId, typing: true });
    expect(await typing).toEqual({
      conversationId: sent.conversationId,
      userId: buyer.user.id,
      typing: true,
    });
    const stopped = next(sellerSocket, 'typing');
    buyerSocket.emit('typing', { conversationId: sent.conversationId, typing: false });
    expect(await stopped).toMatchObject({ typing: false });
  });
});

describe('presence', () => {
  const hideStatus = (person: Person) =>
    t.db.update(userSettings).set({ showOnlineStatus: false }).where(eq(userSettings.userId, person.user.id));
  const partnerOf = async (buyer: Person, seller: Person) =>
    (await send(buyer, '/api/messages', { recipientId: seller.user.id, content: 'Hi' }))
      .conversationId as string;
  const get = async (from: Person, path: string) =>
    (await t.app.inject({ url: path, headers: from.auth, remoteAddress: address() })).json().data;
  const otherIn = async (buyer: Person, conversationId: string) => {
    const list = await get(buyer, '/api/messages/conversations');
    const inList = list.items.find((item: { id: string }) => item.id === conversationId).otherParticipant;
    const thread = await get(buyer, `/api/messages/conversations/${conversationId}/messages`);
    return [inList.online, thread.conversation.otherParticipant.online];
  };

  it('partners hear of the first socket coming and the last going, and the threads show it', async () => {
    const [buyer, seller] = await Promise.all([signIn(), signIn()]);
    const conversationId = await partnerOf(buyer, seller);
    const buyerSocket = await online(buyer);
    expect(await otherIn(buyer, conversationId)).toEqual([false, false]);

    const cameOnline = next(buyerSocket, 'presence');
    const first = await online(seller);
    expect(await cameOnline).toEqual({ userId: seller.user.id, online: true });
    expect(await otherIn(buyer, conversationId)).toEqual([true, true]);

    // A second tab changes nothing others see; closing it leaves the seller online.
    const second = await online(seller);
    const secondClosed = new Promise((resolve) => second.once('disconnect', resolve));
    second.disconnect();
    await secondClosed;
    const wentOffline = next(buyerSocket, 'presence');
    first.disconnect();
    const offline = await wentOffline;
    expect(offline).toMatchObject({ userId: seller.user.id, online: false });
    expect(Number.isNaN(Date.parse(offline.lastActiveAt ?? ''))).toBe(false);
    expect(await otherIn(buyer, conversationId)).toEqual([false, false]);
  });

  it('someone who hides their online status is never shown, live or in the threads', async () => {
    const [buyer, hidden, visible] = await Promise.all([signIn(), signIn(), signIn()]);
    await hideStatus(hidden);
    const hiddenThread = await partnerOf(buyer, hidden);
    await partnerOf(buyer, visible);
    const buyerSocket = await online(buyer);
    const heard: { userId: string }[] = [];
    buyerSocket.on('presence', (event: { userId: string }) => heard.push(event));

    await online(hidden);
    const visibleCame = next(buyerSocket, 'presence');
    await online(visible);
    expect(await visibleCame).toEqual({ userId: visible.user.id, online: true });
    expect(heard.map((event) => event.userId)).toEqual([visible.user.id]);
    expect(await otherIn(buyer, hiddenThread)).toEqual([null, null]);
  });
});
