import type { NotificationNewEvent, PriceChangeEvent } from '../notifications/notifications.schema.js';
import type { Message, MessageImage } from './messaging.schema.js';

/** The socket's path on the API's own port (issue 22; the spec's clients connect there). */
export const REALTIME_PATH = '/socket.io/';

/**
 * Spec section 9's reconnection settings, for the clients: 5 attempts, 1 s apart, 10 s to connect.
 * Transports websocket first, then polling (spec section 7).
 */
export const REALTIME_CLIENT_OPTIONS = {
  path: REALTIME_PATH,
  transports: ['websocket', 'polling'],
  reconnectionAttempts: 5,
  reconnectionDelay: 1000,
  timeout: 10_000,
} as const;

/** The spec's alert for a new message (section 7), shaped as the notification it stands for. */
export interface NewMessageAlert {
  id: string;
  type: 'NEW_MESSAGE';
  /** The conversation, as NEW_MESSAGE notifications' `relatedId`. */
  relatedId: string;
  /** Whose alert it is: the receiver. */
  userId: string;
  senderId: string;
  content: string;
  createdAt: string;
  read: false;
  /** Its photos' sizes and addresses (empty content and photos: a photo message). */
  images: MessageImage[];
}

/**
 * What changed in one thread of the receiver's list, never the whole thread (one thread rebuilt per
 * participant and message cost more than the send itself): their unread count now and, after a
 * message came or changed, that message as they read it; a list keeps it as the last message
 * unless it holds a newer one. `hidden` after the receiver's own delete-for-me. A thread the list
 * does not hold yet is read again.
 */
export type ConversationUpdatedEvent =
  | { conversationId: string; unreadCount: number; message?: Message }
  | { conversationId: string; hidden: true };

export interface MessageReadEvent {
  conversationId: string;
  readerId: string;
  messageId: string;
  readAt: string;
}

export interface TypingEvent {
  conversationId: string;
  userId: string;
  typing: boolean;
}

/**
 * A conversation partner came online (their first socket) or went offline (their last one). Sent
 * only about people whose settings show their online status; `lastActiveAt` comes with offline.
 */
export interface PresenceEvent {
  userId: string;
  online: boolean;
  lastActiveAt?: string;
}

/**
 * The old web client's message event (api-compat section 7), both ways: what it emits after its
 * REST send (the REST `data`, with `status: "sent"`), or alone to send, and what it listens for.
 */
export interface LegacyNewMessage {
  id: string;
  senderId: string;
  recipientId: string | null;
  content: string;
  createdAt: string;
  read: boolean;
  conversationId: string;
}

/** What the server sends; each goes to the rooms of the people it concerns, never to a thread room. */
export interface ServerToClientEvents {
  NEW_MESSAGE_ALERT: (alert: NewMessageAlert) => void;
  /** A message in a thread of the receiver (the sender's other tabs too), as they see it. */
  'message:new': (event: { conversationId: string; message: Message }) => void;
  'message:read': (event: MessageReadEvent) => void;
  /** A message changed in place: an offer accepted or declined, a message deleted by its sender. */
  'message:updated': (event: { conversationId: string; message: Message }) => void;
  /** What changed in a thread of the receiver's list (see `ConversationUpdatedEvent`). */
  'conversation:updated': (event: ConversationUpdatedEvent) => void;
  typing: (event: TypingEvent) => void;
  presence: (event: PresenceEvent) => void;
  /** The old web client's event, for a message its sender's old client relayed or sent by socket. */
  NEW_MESSAGE: (message: LegacyNewMessage) => void;
  /** A notification was made, or a grouped one grew (issue 23). */
  'notification:new': (event: NotificationNewEvent) => void;
  /** The receiver's unread count changed without a new notification (read or deleted in another tab). */
  'notification:unread': (event: { unreadCount: number }) => void;
  /** Spec section 7's price change, for a listing the receiver saved. */
  PRICE_CHANGE: (event: PriceChangeEvent) => void;
}

/**
 * What a client may send: typing start and stop for a thread it takes part in; the old client's
 * message; and which thread it has on screen (null: none), so no NEW_MESSAGE notification is made
 * for what is being read.
 */
export interface ClientToServerEvents {
  typing: (event: { conversationId: string; typing: boolean }) => void;
  NEW_MESSAGE: (payload: Partial<LegacyNewMessage> & { status?: string }) => void;
  /** `ack`, when given, is called once the server knows. */
  'conversation:open': (event: { conversationId: string | null }, ack?: () => void) => void;
}
