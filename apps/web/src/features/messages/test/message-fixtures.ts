import type { Conversation, Message, MessagePage } from '@souqna/contracts';
import { ok } from '../../../test/api-stub';

export const ME = 'buyer-1';
export const SELLER = 'seller-1';
export const CHAT = '11111111-1111-4111-8111-111111111111';
export const LISTING = '22222222-2222-4222-8222-222222222222';

let made = 0;

export function message(overrides: Partial<Message> = {}): Message {
  made += 1;
  return {
    id: `m-${made}`,
    conversationId: CHAT,
    senderId: SELLER,
    recipientId: ME,
    content: `Message ${made}`,
    createdAt: new Date().toISOString(),
    read: true,
    deleted: false,
    safety: null,
    kind: 'text',
    offer: null,
    images: [],
    ...overrides,
  };
}

export function conversation(overrides: Partial<Conversation> = {}): Conversation {
  const seller = {
    id: SELLER,
    name: 'Samer Khalil',
    profilePicture: null,
    privateProfile: false,
  };
  return {
    id: CHAT,
    listingId: LISTING,
    listing: {
      id: LISTING,
      title: 'Toyota Corolla 2019',
      price: 12500,
      currency: 'USD',
      status: 'active',
      userId: SELLER,
      image: '/uploads/corolla.webp',
    },
    participants: [seller],
    otherParticipant: seller,
    lastMessage: null,
    lastMessageAt: '2026-11-26T09:30:00.000Z',
    updatedAt: '2026-11-26T09:30:00.000Z',
    createdAt: '2026-11-20T09:30:00.000Z',
    unreadCount: 0,
    blocked: false,
    ...overrides,
  };
}

/** `GET /messages/conversations` as the server answers it. */
export function conversationsAnswer(items: Conversation[]) {
  const page = { items, total: items.length, page: 1, limit: 100, hasMore: false, nextCursor: null };
  return ok({ ...page, data: page });
}

/** The top bar's total, as `GET /messages/unread-count` answers it. */
export const unreadAnswer = (count: number) => ok({ count, conversations: count > 0 ? 1 : 0 });

/** One page of a thread, `items` newest first as the server sends them. */
export const messagePage = (
  items: Message[],
  overrides: Partial<MessagePage> = {},
): { status: number; body: unknown } =>
  ok({
    items,
    page: 1,
    limit: 20,
    hasMore: false,
    nextCursor: null,
    conversation: conversation(),
    ...overrides,
  });

export const THREAD_PATH = `/messages/conversations/${CHAT}/messages`;
