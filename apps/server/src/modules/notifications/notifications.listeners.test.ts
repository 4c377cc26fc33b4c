import { describe, expect, it } from 'vitest';
import { notificationHelpers } from '../../test/notification-helpers.js';

const h = notificationHelpers();

type Person = Awaited<ReturnType<typeof h.person>>;

async function converse(buyer: Person, seller: Person, initialMessage = 'Hello, is it still available?') {
  const car = await h.app().factories.createListing({ userId: seller.user.id });
  const response = await h.call('POST', '/api/messages/conversations', buyer, {
    participantIds: [seller.user.id],
    initialMessage,
    listingId: car.id,
  });
  return { conversationId: response.data.id as string, listingId: car.id };
}
const write = (from: Person, conversationId: string, content: string) =>
  h.call('POST', `/api/messages/conversations/${conversationId}/messages`, from, { content });

describe('a message (NEW_MESSAGE)', () => {
  it('tells the receiver, not the sender, and points at the conversation', async () => {
    const buyer = await h.person({ name: 'Rana Haddad' });
    const seller = await h.person();
    const live = await h.online(seller);
    const fresh = live.next('notification:new');
    const { conversationId, listingId } = await converse(buyer, seller);

    const [note] = await h.inbox(seller);
    expect(note).toMatchObject({
      type: 'NEW_MESSAGE',
      title: 'New Message',
      message: 'Rana Haddad: Hello, is it still available?',
      targetId: conversationId,
      relatedId: conversationId,
      listingId,
    });
    expect(await fresh).toMatchObject({ notification: { id: note!.id }, unreadCount: 1 });
    expect(await h.inbox(buyer)).toEqual([]);
  });

  it('grows one unread notification for a thread’s burst of messages, in the reader’s language', async () => {
    const buyer = await h.person({ name: 'Omar' });
    const seller = await h.person();
    await h.call('PUT', '/api/users/settings/preferences', seller, { language: 'ar' });
    const { conversationId } = await converse(buyer, seller, 'Hi');
    await write(buyer, conversationId, 'Are you there?');
    await write(buyer, conversationId, 'I can come today');
    const notes = await h.inbox(seller);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ count: 3, title: '٣ رسائل جديدة', message: 'Omar: I can come today' });
  });

  it('is not made while the receiver has the conversation on screen, and is again once they leave it', async () => {
    const buyer = await h.person();
    const seller = await h.person();
    const { conversationId } = await converse(buyer, seller);
    const [first] = await h.inbox(seller);
    await h.call('PUT', `/api/notifications/${first!.id}/read`, seller);

    const live = await h.online(seller);
    // Acknowledged once the server knows the thread is on screen.
    await new Promise<void>((resolve) => live.socket.emit('conversation:open', { conversationId }, resolve));
    await write(buyer, conversationId, 'Seen live');
    expect((await h.inbox(seller)).filter((note) => !note.read)).toEqual([]);
    expect(live.heard.map((entry) => entry.event)).not.toContain('notification:new');

    await new Promise<void>((resolve) =>
      live.socket.emit('conversation:open', { conversationId: null }, resolve),
    );
    await write(buyer, conversationId, 'Now away');
    expect((await h.inbox(seller)).filter((note) => !note.read)).toMatchObject([
      { message: expect.stringContaining('Now away') },
    ]);
  });

  it('respects the receiver’s new messages toggle', async () => {
    const buyer = await h.person();
    const seller = await h.person();
    await h.settings(seller, { newInboxMessages: false });
    await converse(buyer, seller);
    expect(await h.inbox(seller)).toEqual([]);
  });
});

describe('a save (LISTING_INTEREST)', () => {
  it('tells the owner once a day, growing with each saver, and never of their own save', async () => {
    const seller = await h.person();
    const car = await h.listing(seller, 'Toyota Corolla 2015');
    await h.save(seller, car.id);
    expect((await h.inbox(seller)).filter((note) => note.type === 'LISTING_INTEREST')).toEqual([]);

    for (let saver = 0; saver < 3; saver += 1) await h.save(await h.person(), car.id);
    const interest = (await h.inbox(seller)).filter((note) => note.type === 'LISTING_INTEREST');
    expect(interest).toHaveLength(1);
    expect(interest[0]).toMatchObject({
      count: 3,
      title: 'Interest in your listing',
      message: '3 people saved your “Toyota Corolla 2015” today',
      listingId: car.id,
    });
  });

  it('respects the owner’s listing updates toggle', async () => {
    const seller = await h.person();
    const car = await h.listing(seller);
    await h.settings(seller, { listingUpdates: false });
    await h.save(await h.person(), car.id);
    expect((await h.inbox(seller)).filter((note) => note.type === 'LISTING_INTEREST')).toEqual([]);
  });
});
