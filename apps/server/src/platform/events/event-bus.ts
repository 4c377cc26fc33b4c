import type { FastifyBaseLogger } from 'fastify';

/**
 * Domain events, emitted by services after their transaction commits. Modules that react
 * (notifications, mail, realtime) register listeners, so the emitter never knows its consumers.
 */
export interface DomainEvents {
  'contact.submitted': { id: string; email: string; subject: string };
  'newsletter.subscribed': { email: string; language: string };
  /** A listing's price changed; the people who saved it hear of it (PRICE_UPDATE). */
  'listing.priceChanged': {
    listingId: string;
    title: string;
    ownerId: string;
    oldPrice: number;
    newPrice: number;
    currency: 'SYP' | 'USD';
    /** The currency `oldPrice` was in (a drop is told only within one currency). */
    oldCurrency: 'SYP' | 'USD';
  };
  /**
   * A listing became visible to everyone for the first time: created live, or approved after
   * review (`approved`). Its owner hears of it (LISTING_CREATED); saved-search alerts start here.
   */
  'listing.published': { listingId: string; ownerId: string; title: string; approved: boolean };
  /** A listing was marked sold or rented; the people who saved it hear of it (LISTING_SOLD). */
  'listing.closed': { listingId: string; ownerId: string; title: string; status: 'sold' | 'rented' };
  /**
   * Someone saved another person's listing (never emitted for one's own, nor for a repeat save);
   * the notifications issue turns it into LISTING_INTEREST for the owner.
   */
  'listing.saved': { listingId: string; ownerId: string; userId: string; title: string };
  /**
   * A message was stored (issue 22): realtime tells every participant; the notifications issue
   * turns it into NEW_MESSAGE for `recipientIds` and mail.
   */
  'message.sent': {
    messageId: string;
    conversationId: string;
    senderId: string;
    recipientIds: string[];
    listingId: string | null;
    content: string;
    /** How many photos it carries (a message may be photos only, with no text). */
    photos: number;
    createdAt: string;
    /** The thread was opened by this message. */
    newConversation: boolean;
  };
  /** `readerId` read the thread up to `messageId`; the other side's ticks turn. */
  'message.read': {
    conversationId: string;
    readerId: string;
    participantIds: string[];
    /** What the reader has left unread in the thread after the mark (their other tabs' badges). */
    readerUnreadCount: number;
    messageId: string;
    readAt: string;
  };
  /** A session (refresh-token family) ended: logout or a detected reuse. Its sockets close at once. */
  'auth.sessionEnded': { sessionId: string };
  /**
   * Every session of the user ended but `exceptSessionId`: a password change or reset, an account
   * deleted (and whatever disables one: it must emit this after its commit too).
   */
  'auth.sessionsRevoked': { userId: string; exceptSessionId?: string };
  /** A message changed in place (an offer answered): both sides' threads show its new state. */
  'message.updated': { messageId: string; conversationId: string };
  /** A thread changed for these people without a new message (delete-for-me, a deleted message). */
  'conversation.changed': { conversationId: string; userIds: string[] };
}

type Listener<K extends keyof DomainEvents> = (payload: DomainEvents[K]) => void | Promise<void>;

export class EventBus {
  private readonly listeners = new Map<keyof DomainEvents, Listener<never>[]>();

  constructor(private readonly log: FastifyBaseLogger) {}

  on<K extends keyof DomainEvents>(event: K, listener: Listener<K>): void {
    const list = this.listeners.get(event) ?? [];
    list.push(listener as Listener<never>);
    this.listeners.set(event, list);
  }

  /** Runs listeners one by one; a failing listener is logged and never fails the emitter. */
  async emit<K extends keyof DomainEvents>(event: K, payload: DomainEvents[K]): Promise<void> {
    for (const listener of (this.listeners.get(event) ?? []) as Listener<K>[]) {
      try {
        await listener(payload);
      } catch (error) {
        this.log.error({ err: error, event }, 'event listener failed');
      }
    }
  }
}
