import { LANGUAGES, type Language } from '@souqna/contracts';
import { z } from 'zod';
import type { RealtimeGateway, SocketAuth } from '../../platform/realtime/gateway.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import * as users from '../users/users.service.js';
import { presentMessage } from './messaging.presenter.js';
import {
  blockedAmong,
  findMembership,
  findMessage,
  partnersOf,
  participantsOf,
} from './messaging.repository.js';
import { presentThread } from './messaging.views.js';

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
  /** The thread as each of these people sees it now. */
  const updateThreads = async (conversationId: string, userIds: readonly string[]) => {
    const rows = await participantsOf(deps.db, [conversationId]);
    for (const userId of userIds) {
      const row = rows.find((participant) => participant.userId === userId);
      if (!row) continue;
      if (row.deletedAt) {
        realtime.toUsers([userId], 'conversation:updated', { conversationId, hidden: true });
      } else {
        const conversation = await presentThread(deps, { id: userId }, conversationId);
        realtime.toUsers([userId], 'conversation:updated', { conversation });
      }
    }
  };

  /** The message as each participant reads it (the safety warning in their language), sent as `name`. */
  const sendToEveryone = async (
    name: 'message:new' | 'message:updated',
    { conversationId, messageId }: { conversationId: string; messageId: string },
  ) => {
    const [message, participants] = await Promise.all([
      findMessage(deps.db, messageId),
      participantsOf(deps.db, [conversationId]),
    ]);
    if (!message) return [];
    const everyone = participants.map((row) => row.userId);
    const people = await users.peopleByIds(deps, everyone);
    for (const userId of everyone) {
      realtime.toUsers([userId], name, {
        conversationId,
        message: presentMessage(message, participants, languageOr(people.get(userId)?.language)),
      });
    }
    return everyone;
  };

  deps.events.on('message.sent', async (event) => {
    const everyone = await sendToEveryone('message:new', event);
    if (!everyone.length) return;
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
      });
    }
    await updateThreads(event.conversationId, everyone);
  });

  deps.events.on('message.read', async (event) => {
    realtime.toUsers(event.participantIds, 'message:read', {
      conversationId: event.conversationId,
      readerId: event.readerId,
      messageId: event.messageId,
      readAt: event.readAt,
    });
    // The reader's other tabs and devices: their unread badge.
    await updateThreads(event.conversationId, [event.readerId]);
  });

  deps.events.on('conversation.changed', (event) => updateThreads(event.conversationId, event.userIds));

  deps.events.on('message.updated', async (event) => {
    const everyone = await sendToEveryone('message:updated', event);
    if (everyone.length) await updateThreads(event.conversationId, everyone);
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
