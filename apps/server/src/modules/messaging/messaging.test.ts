import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { conversationParticipants, conversations, messages, userSettings } from '../../db/schema/index.js';
import type { DomainEvents } from '../../platform/events/event-bus.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { messagingHelpers, type Person } from '../../test/messaging-people.js';

let t: TestApp;
const sent: { event: DomainEvents['message.sent']; storedUnread: number | undefined }[] = [];
beforeAll(async () => {
  t = await buildTestApp({ NEW_CONVERSATIONS_PER_DAY: '3' });
  t.app.services.events.on('message.sent', async (event) => {
    // Read from the database inside the listener: the message and the unread count are there,
    // so the event came after the commit.
    const [row] = await t.db
      .select({ unread: conversationParticipants.unreadCount })
      .from(conversationParticipants)
      .innerJoin(messages, eq(messages.conversationId, conversationParticipants.conversationId))
      .where(
        and(eq(messages.id, event.messageId), eq(conversationParticipants.userId, event.recipientIds[0]!)),
      );
    sent.push({ event, storedUnread: row?.unread });
  });
});
afterAll(() => t.close());
beforeEach(() => void sent.splice(0));

const { signIn, call, open } = messagingHelpers(() => t);
const rowCounts = async () => ({
  conversations: (await t.db.select({ n: count() }).from(conversations))[0]!.n,
  messages: (await t.db.select({ n: count() }).from(messages))[0]!.n,
});

let seller: Person;
let buyer: Person;
let listingId: string;
beforeEach(async () => {
  seller = await signIn({ name: 'Samir Seller' });
  buyer = await signIn({ name: 'Bushra Buyer' });
  listingId = (await t.factories.createListing({ userId: seller.user.id })).id;
});

describe('opening a conversation', () => {
  it('opens one per listing and buyer: writing again returns the same conversation', async () => {
    const first = await call('POST', '/api/messages/conversations', buyer.auth, {
      participantIds: [seller.user.id],
      initialMessage: 'Hello, is the Toyota Corolla 2015 still available?',
      listingId,
    });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      listingId,
      listing: { id: listingId, title: 'Toyota Corolla 2015', status: 'active', currency: 'USD' },
      otherParticipant: { id: seller.user.id, name: 'Samir Seller' },
      lastMessage: { content: 'Hello, is the Toyota Corolla 2015 still available?', senderId: buyer.user.id },
      unreadCount: 0,
      blocked: false,
    });
    expect(first.body.data.otherParticipant).not.toHaveProperty('email');

    // The caller among participantIds, and the mobile app's receiverId: the same thread.
    const again = await call('POST', '/api/messages/conversations', buyer.auth, {
      participantIds: [buyer.user.id, seller.user.id],
      initialMessage: 'Are you there?',
      listingId,
    });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    const mobile = await call('POST', '/api/messages/conversations', buyer.auth, {
      receiverId: seller.user.id,
      listingId,
    });
    expect(mobile.body.data.id).toBe(first.body.data.id);
    expect(mobile.body.data.lastMessage.content).toBe('Are you there?');

    expect(sent.map(({ event }) => [event.recipientIds, event.newConversation])).toEqual([
      [[seller.user.id], true],
      [[seller.user.id], false],
    ]);
    // Emitted after the commit: the listener already read the seller's unread count.
    expect(sent.map((entry) => entry.storedUnread)).toEqual([1, 2]);
  });

  it('POST /messages and the mobile path find or open the thread and answer the message', async () => {
    for (const url of ['/api/messages', '/api/messages/listings/messages']) {
      const { status, body } = await call('POST', url, buyer.auth, {
        recipientId: seller.user.id,
        content: `Sent through ${url}`,
        listingId,
      });
      expect(status).toBe(201);
      expect(body.data).toMatchObject({ content: `Sent through ${url}`, recipientId: seller.user.id });
      expect(body.data.message.id).toBe(body.data.id);
      expect(body.data.conversation.listingId).toBe(listingId);
    }
    const list = await call('GET', '/api/messages/conversations', seller.auth);
    expect(list.body.data.items).toHaveLength(1);
    expect(list.body.data.items[0].unreadCount).toBe(2);
  });

  it('refuses, with the spec’s texts, what may not be sent, and changes nothing', async () => {
    const before = await rowCounts();
    const refusals: [Person['auth'], string, object, number, string, string?][] = [
      [
        {},
        '/api/messages/conversations',
        { participantIds: [seller.user.id], initialMessage: 'Hi' },
        401,
        'CONVERSATION_LOGIN_REQUIRED',
        'Must be logged in to create conversations',
      ],
      [
        {},
        '/api/messages',
        { recipientId: seller.user.id, content: 'Hi' },
        401,
        'MESSAGE_LOGIN_REQUIRED',
        'Must be logged in to send messages',
      ],
      [
        buyer.auth,
        '/api/messages/conversations',
        { participantIds: [buyer.user.id], initialMessage: 'Hi' },
        400,
        'MESSAGE_TO_SELF',
      ],
      [buyer.auth, '/api/messages', { recipientId: seller.user.id, content: '   ' }, 400, 'VALIDATION_ERROR'],
      [
        buyer.auth,
        '/api/messages',
        { recipientId: seller.user.id, content: 'x'.repeat(2001) },
        400,
        'VALIDATION_ERROR',
      ],
    ];
    for (const [auth, url, payload, status, code, message] of refusals) {
      const answer = await call('POST', url, auth, payload);
      expect([answer.status, answer.body.error.code]).toEqual([status, code]);
      if (message) expect(answer.body.error.message).toBe(message);
    }
    const sold = await t.factories.createListing({ userId: seller.user.id, status: 'sold' });
    const onSold = await call('POST', '/api/messages', buyer.auth, {
      recipientId: seller.user.id,
      content: 'Still there?',
      listingId: sold.id,
    });
    expect([onSold.status, onSold.body.error.code]).toEqual([409, 'LISTING_NOT_ACTIVE']);

    await t.db
      .update(userSettings)
      .set({ allowMessaging: false })
      .where(eq(userSettings.userId, seller.user.id));
    const closed = await call('POST', '/api/messages', buyer.auth, {
      recipientId: seller.user.id,
      content: 'Hi',
      listingId,
    });
    expect([closed.status, closed.body.error.code]).toEqual([403, 'MESSAGING_NOT_ALLOWED']);
    expect(await rowCounts()).toEqual(before);
    expect(sent).toEqual([]);
  });

  it('caps the new conversations a new account opens a day, not an established one', async () => {
    const sellers = await Promise.all([1, 2, 3, 4].map(() => signIn()));
    const listingsOf = await Promise.all(
      sellers.map((s) => t.factories.createListing({ userId: s.user.id })),
    );
    for (const [index, listing] of listingsOf.slice(0, 3).entries())
      await open(buyer, sellers[index]!, listing.id);
    const capped = await call('POST', '/api/messages/conversations', buyer.auth, {
      participantIds: [sellers[3]!.user.id],
      initialMessage: 'Hello',
      listingId: listingsOf[3]!.id,
    });
    expect([capped.status, capped.body.error.code]).toEqual([429, 'CONVERSATION_LIMIT']);
    // Writing again in a thread already open is no new conversation.
    await open(buyer, sellers[0]!, listingsOf[0]!.id, 'One more question');

    const veteran = await signIn({ createdAt: new Date(Date.now() - 90 * 86_400_000) });
    for (const [index, listing] of listingsOf.entries()) await open(veteran, sellers[index]!, listing.id);
  });
});

describe('reading and writing in a conversation', () => {
  it('pages newest first, older pages by cursor, without gaps or repeats', async () => {
    const { id } = await open(buyer, seller, listingId, 'message 0');
    for (let index = 1; index < 25; index++) {
      const author = index % 2 ? seller : buyer;
      const answer = await call('POST', `/api/messages/conversations/${id}/messages`, author.auth, {
        content: `message ${index}`,
      });
      // A burst past 20 from one person waits a second: the buyer and seller share the 25.
      expect(answer.status).toBe(201);
    }
    const first = await call('GET', `/api/messages/conversations/${id}/messages`, buyer.auth);
    expect(first.body.data.items.map((m: { content: string }) => m.content)).toEqual(
      Array.from({ length: 20 }, (_, index) => `message ${24 - index}`),
    );
    expect(first.body.data.hasMore).toBe(true);
    const older = await call(
      'GET',
      `/api/messages/conversations/${id}/messages?cursor=${first.body.data.nextCursor}`,
      buyer.auth,
    );
    expect(older.body.data.items.map((m: { content: string }) => m.content)).toEqual([
      'message 4',
      'message 3',
      'message 2',
      'message 1',
      'message 0',
    ]);
    expect(older.body.data).toMatchObject({ hasMore: false, nextCursor: null });
    const page2 = await call('GET', `/api/messages/conversations/${id}/messages?page=2`, buyer.auth);
    expect(page2.body.data.items).toHaveLength(5);
    const bad = await call(
      'GET',
      `/api/messages/conversations/${id}/messages?cursor=bm90LWEtY3Vyc29y`,
      buyer.auth,
    );
    expect(bad.status).toBe(400);
  });

  it('marks a message and every older one read; the sender sees the tick', async () => {
    const { id, lastMessage } = await open(buyer, seller, listingId, 'first');
    const second = await call('POST', `/api/messages/conversations/${id}/messages`, buyer.auth, {
      content: 'second',
    });
    await call('POST', `/api/messages/conversations/${id}/messages`, buyer.auth, { content: 'third' });
    expect(
      (await call('GET', '/api/messages/conversations', seller.auth)).body.data.items[0].unreadCount,
    ).toBe(3);

    const read = await call(
      'PUT',
      `/api/messages/conversations/${id}/messages/${second.body.data.id}/read`,
      seller.auth,
    );
    expect(read.body.data).toMatchObject({
      conversationId: id,
      messageId: second.body.data.id,
      unreadCount: 1,
    });
    const thread = await call('GET', `/api/messages/conversations/${id}/messages`, buyer.auth);
    expect(
      thread.body.data.items.map((m: { content: string; read: boolean }) => [m.content, m.read]),
    ).toEqual([
      ['third', false],
      ['second', true],
      ['first', true],
    ]);
    // Marking an older one afterwards never unreads the newer.
    await call('PUT', `/api/messages/conversations/${id}/messages/${lastMessage.id}/read`, seller.auth);
    expect(
      (await call('GET', '/api/messages/conversations', seller.auth)).body.data.items[0].unreadCount,
    ).toBe(1);
    const wrong = await call(
      'PUT',
      `/api/messages/conversations/${id}/messages/${crypto.randomUUID()}/read`,
      seller.auth,
    );
    expect([wrong.status, wrong.body.error.code]).toEqual([404, 'MESSAGE_NOT_FOUND']);
  });

  it('the old reading: messages at the top level, oldest first, and opening marks them read', async () => {
    const { id } = await open(buyer, seller, listingId, 'first');
    await call('POST', `/api/messages/conversations/${id}/messages`, buyer.auth, { content: 'second' });
    const { status, body } = await call('GET', `/api/messages/${id}?page=1&limit=20`, seller.auth);
    expect(status).toBe(200);
    expect(body.messages.map((m: { content: string }) => m.content)).toEqual(['first', 'second']);
    expect(body).toMatchObject({ page: 1, limit: 20, data: { page: 1 } });
    const list = await call('GET', '/api/messages/conversations', seller.auth);
    expect(list.body.data.data.items[0]).toMatchObject({ id, unreadCount: 0 });
    expect(list.body.data).toMatchObject({ total: 1, page: 1, limit: 20, hasMore: false });
  });

  it('a delete-for-me hides the thread for the caller only, until a new message', async () => {
    const { id } = await open(buyer, seller, listingId, 'before the delete');
    const hidden = await call('DELETE', `/api/messages/conversations/${id}`, buyer.auth);
    expect(hidden.status).toBe(200);
    expect((await call('GET', '/api/messages/conversations', buyer.auth)).body.data.items).toEqual([]);
    const sellerSide = await call('GET', `/api/messages/conversations/${id}/messages`, seller.auth);
    expect(sellerSide.body.data.items.map((m: { content: string }) => m.content)).toEqual([
      'before the delete',
    ]);

    await call('POST', `/api/messages/conversations/${id}/messages`, seller.auth, {
      content: 'after the delete',
    });
    const back = await call('GET', '/api/messages/conversations', buyer.auth);
    expect(
      back.body.data.items.map((c: { id: string; unreadCount: number }) => [c.id, c.unreadCount]),
    ).toEqual([[id, 1]]);
    const buyerSide = await call('GET', `/api/messages/conversations/${id}/messages`, buyer.auth);
    expect(buyerSide.body.data.items.map((m: { content: string }) => m.content)).toEqual([
      'after the delete',
    ]);
  });

  it('a message its sender deletes stays as deleted; nobody else may delete it', async () => {
    const { id, lastMessage } = await open(buyer, seller, listingId, 'oops, wrong number');
    const outsider = await signIn();
    expect((await call('DELETE', `/api/messages/${lastMessage.id}`, outsider.auth)).status).toBe(404);
    expect((await call('DELETE', `/api/messages/${lastMessage.id}`, seller.auth)).status).toBe(403);
    expect((await call('DELETE', `/api/messages/${lastMessage.id}`, buyer.auth)).status).toBe(200);
    const thread = await call('GET', `/api/messages/conversations/${id}/messages`, seller.auth);
    expect(thread.body.data.items[0]).toMatchObject({ id: lastMessage.id, content: '', deleted: true });
    expect(thread.body.data.conversation.unreadCount).toBe(0);
  });

  it('a non-participant sees nothing: every call about the thread is 404, as for none', async () => {
    const { id, lastMessage } = await open(buyer, seller, listingId);
    const outsider = await signIn();
    const calls: [Parameters<typeof call>[0], string, object?][] = [
      ['GET', `/api/messages/conversations/${id}/messages`],
      ['GET', `/api/messages/${id}`],
      ['POST', `/api/messages/conversations/${id}/messages`, { content: 'let me in' }],
      ['PUT', `/api/messages/conversations/${id}/messages/${lastMessage.id}/read`],
      ['DELETE', `/api/messages/conversations/${id}`],
      ['POST', `/api/messages/conversations/${id}/report`, { reason: 'SPAM' }],
    ];
    for (const [method, url, payload] of calls) {
      const mine = await call(method, url, outsider.auth, payload);
      const none = await call(method, url.replace(id, crypto.randomUUID()), outsider.auth, payload);
      expect([mine.status, mine.body.error.code], `${method} ${url}`).toEqual([
        404,
        'CONVERSATION_NOT_FOUND',
      ]);
      expect(none.body).toEqual({
        ...mine.body,
        error: { ...mine.body.error, requestId: none.body.error.requestId },
      });
    }
    expect((await call('GET', '/api/messages/conversations', outsider.auth)).body.data.total).toBe(0);
  });
});

describe('safety hints', () => {
  it('flags, never refuses, and warns in the reader’s language', async () => {
    await t.db.update(userSettings).set({ language: 'ar' }).where(eq(userSettings.userId, seller.user.id));
    const { id } = await open(buyer, seller, listingId, 'Hello');
    const english = await call('POST', `/api/messages/conversations/${id}/messages`, buyer.auth, {
      content: 'Send a deposit first via Western Union',
    });
    expect(english.status).toBe(201);
    expect(english.body.data.safety).toEqual({
      reasons: ['advancePayment', 'moneyTransfer'],
      warning: 'Never pay before you have seen the car or flat',
    });
    await call('POST', `/api/messages/conversations/${id}/messages`, buyer.auth, {
      content: 'راسلني على الواتس ٠٩٤٤١٢٣٤٥٦',
    });
    const thread = await call('GET', `/api/messages/conversations/${id}/messages`, seller.auth);
    expect(thread.body.data.items.map((m: { safety: unknown }) => m.safety)).toEqual([
      { reasons: ['otherMessenger'], warning: 'لا تدفع أبداً قبل أن ترى السيارة أو الشقة' },
      { reasons: ['advancePayment', 'moneyTransfer'], warning: 'لا تدفع أبداً قبل أن ترى السيارة أو الشقة' },
      null,
    ]);
  });
});

describe('blocks and reports', () => {
  it('a block stops messages both ways until it is lifted', async () => {
    const { id } = await open(buyer, seller, listingId);
    const blocked = await call('POST', `/api/users/${buyer.user.id}/block`, seller.auth);
    expect(blocked.body.data).toEqual({ userId: buyer.user.id, blocked: true });
    expect((await call('POST', `/api/users/${buyer.user.id}/block`, seller.auth)).status).toBe(200);
    for (const [from, to] of [
      [buyer, seller],
      [seller, buyer],
    ] as const) {
      const answer = await call('POST', '/api/messages', from.auth, {
        recipientId: to.user.id,
        content: 'hi',
        listingId,
      });
      expect([answer.status, answer.body.error.code]).toEqual([403, 'MESSAGING_BLOCKED']);
    }
    const inThread = await call('POST', `/api/messages/conversations/${id}/messages`, buyer.auth, {
      content: 'hi',
    });
    expect(inThread.body.error.code).toBe('MESSAGING_BLOCKED');
    expect((await call('GET', '/api/messages/conversations', buyer.auth)).body.data.items[0].blocked).toBe(
      true,
    );
    const list = await call('GET', '/api/users/blocked', seller.auth);
    expect(list.body.data.items).toEqual([
      {
        user: expect.objectContaining({ id: buyer.user.id, name: 'Bushra Buyer' }),
        blockedAt: expect.any(String),
      },
    ]);
    expect(list.body.data.items[0].user).not.toHaveProperty('email');

    expect((await call('DELETE', `/api/users/${buyer.user.id}/block`, seller.auth)).body.data.blocked).toBe(
      false,
    );
    expect(
      (await call('POST', `/api/messages/conversations/${id}/messages`, buyer.auth, { content: 'hi' }))
        .status,
    ).toBe(201);
    const self = await call('POST', `/api/users/${seller.user.id}/block`, seller.auth);
    expect([self.status, self.body.error.code]).toEqual([400, 'BLOCK_SELF']);
    expect((await call('POST', `/api/users/${crypto.randomUUID()}/block`, seller.auth)).status).toBe(404);
  });

  it('reports a conversation once for the admin queue', async () => {
    const { id } = await open(buyer, seller, listingId);
    const first = await call('POST', `/api/messages/conversations/${id}/report`, seller.auth, {
      reason: 'SPAM',
      details: 'Asks for a deposit by Western Union',
    });
    expect(first.status).toBe(201);
    const again = await call('POST', `/api/messages/conversations/${id}/report`, seller.auth, {
      reason: 'SPAM',
    });
    expect([again.status, again.body.error.code]).toEqual([409, 'DUPLICATE_CONVERSATION_REPORT']);
  });
});

describe('sending budget', () => {
  it('lets a burst of 20 through, then answers 429 with Retry-After', async () => {
    const { id } = await open(buyer, seller, listingId, 'first of the burst');
    let accepted = 1;
    let refused: Awaited<ReturnType<typeof call>> | undefined;
    // About one a second refills: the loop ends at the first refusal, however slow the machine.
    for (let attempt = 0; attempt < 80 && !refused; attempt++) {
      const answer = await call('POST', `/api/messages/conversations/${id}/messages`, buyer.auth, {
        content: `n${attempt}`,
      });
      if (answer.status === 201) accepted++;
      else refused = answer;
    }
    expect(accepted).toBeGreaterThanOrEqual(20);
    expect(refused?.status).toBe(429);
    expect(refused?.body.error.code).toBe('RATE_LIMIT');
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});
