import { LANGUAGES, type ConversationUpdatedEvent, type Language, type Message } from '@souqna/contracts';
import { z } from 'zod';
import type { RealtimeGateway, SocketAuth } from '../../platform/realtime/gateway.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import * as users from '../users/users.service.js';
import { presentMessage } from './messaging.presenter.js';
import {
  blockedAmong,
  findMembership,
  findMessage,
  withImages,
  partnersOf,
  participantsOf,
  type ParticipantRow,
} from './messaging.repository.js';

// A "typing" start is passed on at most this often per person and thread: a client sends one per
// keystroke, and each costs a membership check.
const TYPING_INTERVAL_MS = 2000;
const typingSchema = z.object({ conversationId: z.uuid(), typing: z.boolean() });

const languageOr = (value: string | undefined): Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'en';

/**
 * Messaging's realtime side (issue 22): every domain event of a thread becomes socket events in
 * the rooms of the people it concerns, each shaped for its reader (their unread count, the safety
 * warning in their language).
 */
export function registerMessagingListeners(deps: ServiceDeps, realtime: RealtimeGateway) {
  /** One participant's change to their list: their unread count and the message, or hidden. */
  const changeFor = (
    conversationId: string,
    row: ParticipantRow,
    message?: Message,
  ): ConversationUpdatedEvent =>
    row.deletedAt
      ? { conversationId, hidden: true }
      : { conversationId, unreadCount: row.unreadCount, ...(message && { message }) };

  /**
   * The message as each participant reads it, sent as `name`, and each one's list told what
   * changed (`conversation:updated`). The message and the thread's rows are read once, the
   * people only when there is a warning to write in each one's language; a message that reads
   * the same to everyone is one emit to all their rooms.
   */
  const sendToEveryone = async (
    name: 'message:new' | 'message:updated',
    { conversationId, messageId }: { conversationId: string; messageId: string },
  ) => {
    const [message, participants] = await Promise.all([
      // With its photos (one more statement), so every reader's thread reserves their boxes.
      findMessage(deps.db, messageId).then(async (row) => row && (await withImages(deps.db, [row]))[0]),
      participantsOf(deps.db, [conversationId]),
    ]);
    if (!message) return undefined;
    const everyone = participants.map((row) => row.userId);
    const warned = message.deletedAt === null && message.safetyHints.length > 0;
    const people = warned ? await users.peopleByIds(deps, everyone) : undefined;
    const byLanguage = new Map<Language, string[]>();
    for (const userId of everyone) {
      const language = languageOr(people?.get(userId)?.language);
      byLanguage.set(language, [...(byLanguage.get(language) ?? []), userId]);
    }
    const presented = new Map<string, Message>();
    for (const [language, readers] of byLanguage) {
      const shown = presentMessage(message, participants, language);
      realtime.toUsers(readers, name, { conversationId, message: shown });
      for (const userId of readers) presented.set(userId, shown);
    }
    return { participants, presented };
  };

  const tellLists = (
    conversationId: string,
    participants: ParticipantRow[],
    presented?: Map<string, Message>,
  ) => {
    for (const row of participants) {
      realtime.toUsers(
        [row.userId],
        'conversation:updated',
        changeFor(conversationId, row, presented?.get(row.userId)),
      );
    }
  };

  deps.events.on('message.sent', async (event) => {
    const sent = await sendToEveryone('message:new', event);
    if (!sent) return;
    for (const userId of event.recipientIds) {
      realtime.toUsers([userId], 'NEW_MESSAGE_ALERT', {
        id: event.messageId,
        type: 'NEW_MESSAGE',
        relatedId: event.conversationId,
        userId,
        senderId: event.senderId,
        content: event.content,
        createdAt: event.createdAt,
        read: false,
        images: sent.presented.get(userId)?.images ?? [],
      });
    }
    tellLists(event.conversationId, sent.participants, sent.presented);
  });

  deps.events.on('message.read', (event) => {
    realtime.toUsers(event.participantIds, 'message:read', {
      conversationId: event.conversationId,
      readerId: event.readerId,
      messageId: event.messageId,
      readAt: event.readAt,
    });
    // The reader's other tabs and devices: their unread badge.
    realtime.toUsers([event.readerId], 'conversation:updated', {
      conversationId: event.conversationId,
      unreadCount: event.readerUnreadCount,
    });
  });

  deps.events.on('conversation.changed', async (event) => {
    const rows = await participantsOf(deps.db, [event.conversationId]);
    tellLists(
      event.conversationId,
      rows.filter((row) => event.userIds.includes(row.userId)),
    );
  });

  deps.events.on('message.updated', async (event) => {
    const updated = await sendToEveryone('message:updated', event);
    if (updated) tellLists(event.conversationId, updated.participants, updated.presented);
  });

  // Partners hear of someone's first socket and last one, unless that person hides their status
  // or a block stands between them.
  realtime.onPresence(async ({ userId, online, at }) => {
    const person = (await users.peopleByIds(deps, [userId])).get(userId);
    if (!person?.showOnlineStatus) return;
    const partners = await partnersOf(deps.db, userId);
    const blocked = await blockedAmong(deps.db, userId, partners);
    realtime.toUsers(
      partners.filter((id) => !blocked.has(id)),
      'presence',
      {
        userId,
        online,
        ...(online ? {} : { lastActiveAt: at.toISOString() }),
      },
    );
  });

  const lastTyping = new Map<string, number>();
  realtime.onClient('typing', async (who: SocketAuth, payload) => {
    const parsed = typingSchema.safeParse(payload);
    if (!parsed.success) return;
    const { conversationId, typing } = parsed.data;
    const key = `${who.userId}:${conversationId}`;
    const now = Date.now();
    if (typing && now - (lastTyping.get(key) ?? 0) < TYPING_INTERVAL_MS) return;
    if (typing) lastTyping.set(key, now);
    else lastTyping.delete(key);
    if (lastTyping.size > 10_000) {
      for (const [entry, at] of lastTyping) if (now - at > TYPING_INTERVAL_MS) lastTyping.delete(entry);
    }
    if (!(await findMembership(deps.db, conversationId, who.userId))) return;
    const others = (await participantsOf(deps.db, [conversationId]))
      .map((row) => row.userId)
      .filter((id) => id !== who.userId);
    realtime.toUsers(others, 'typing', { conversationId, userId: who.userId, typing });
  });
}
